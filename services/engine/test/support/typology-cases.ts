/** Examples of each spam typology rule (rules.ts), written for the tests; shared by the rule tests. */
export interface Kind {
  /** examples by language; every language the rule declares has at least one */
  fires: Partial<Record<"ru" | "uk" | "en" | "uz" | "zh" | "id" | "tr" | "ms" | "vi" | "pt" | "es" | "de" | "fr", string[]>>;
  honest: string[];
}

export const KINDS: Record<string, Kind> = {
  occult_services: {
    fires: {
      ru: [
        "Приворот любимого человека, снятие порчи, гадание на таро. Помогу вернуть мужа",
        "Потомственная гадалка, помогу решить любые проблемы, результат 100%",
        "Сильный приворот на расстоянии, сниму сглаз и порчу",
      ],
      uk: ["Приворот, ворожіння на картах, допоможу повернути кохану людину"],
      en: ["Powerful love spell caster, I will bring back your ex in 3 days"],
    },
    honest: [
      "Бабушка гадает на картах, смешно конечно",
      "Посмотрели фильм про приворот, так себе",
      "Как снять порчу с жесткого диска? Шучу, как снять образ диска",
      "Ведьмак 3 лучшая игра, помогу пройти квест",
      "My ex came back to pick up her things",
      "Ворожка у казці допомогла героям",
    ],
  },
  crypto_exchange_offer: {
    fires: {
      ru: [
        "Обменяю USDT на наличные по хорошему курсу, любые суммы",
        "Обмен криптовалюты быстро и безопасно, курс выше биржи",
        "Арбитраж P2P, рабочие связки, доход от 2% за круг, обучу за 1 день",
      ],
      uk: ["Обміняю USDT на готівку, будь-які суми"],
      uz: ["Arbitraj orqali kuniga 2% foyda, o'rgataman"],
      en: ["P2P arbitrage with 3% profit per cycle, I will teach you", "Sell your USDT for cash at a better rate than Binance"],
    },
    honest: [
      "Где в городе можно обменять доллары по нормальному курсу?",
      "Кто-нибудь занимается P2P? Банк заблокировал карту после перевода",
      "Связка nginx и php-fpm падает под нагрузкой",
      "Курс доллара выше, чем вчера",
      "I sold my bitcoin last year, bad timing",
      "Is P2P trading on Binance safe?",
    ],
  },
  job_scam_day_labour: {
    fires: {
      ru: [
        "Срочно нужны 2 человека на разгрузку фуры сегодня, оплата сразу на месте",
        "Требуются грузчики на переезд, 500 руб в час, расчет в конце дня",
        "Нужны ребята на переезд завтра утром, 2500 на руки в тот же день",
        "Нужны люди с авто для доставки, оплата ежедневно, пишите в лс",
      ],
      uk: ["Потрібні двоє хлопців на розвантаження, оплата одразу готівкою"],
      en: [
        "Unloading job tonight, pays 150 cash per person, text me",
        "Hiring 3 workers today for moving furniture, paid daily",
        "Need 2 people today to help unload a truck, $150 cash on the spot",
      ],
      uz: [
        "Ertaga yuk tushirishga 4 ta ishchi kerak, pul shu kuni",
        "Ish bor! Kunlik ishchi kerak, kuniga 300 ming, lichkaga yozing",
        "Yuklovchilar kerak bugun, pul darhol beriladi",
      ],
    },
    honest: [
      "Yuk tushirishga 2 ta yigit yordam berdi, rahmat ularga",
      "My moving job pays $18 an hour, the boss is fine",
      "Нужно два человека на ревью этого PR",
      "We need two people to review the release notes",
      "Переезд сервера перенесли на завтра",
      // daily pay is what honest shift work offers too; the scam pays at once, in cash
      "Требуется продавец, оплата ежедневно, официальное оформление",
      "Оплата ежедневно в личном кабинете, проверьте",
      "He bought the car and paid in cash, the dealer was surprised",
    ],
  },
  easy_money_scheme: {
    fires: {
      uz: ["Yangi sxema bor, kuniga 50$ dan, qiziqqanlar yozing"],
      ru: [
        "Есть темка для заработка, кому интересно пишите",
        "Кто хочет легко заработать? Рабочая схема, не скам",
        "Начни зарабатывать в телеграм уже сегодня! Обучение с нуля, всё покажу",
      ],
      uk: [
        "Є тема, легкі гроші без вкладень, хто хоче заробити пишіть",
        "Маю тему на швидкий заробіток, пишіть в приват",
        "Є схема заробітку на телефоні, деталі в особисті",
      ],
      en: ["Guys I made a couple racks this week, slide in my dms", "Who wants to make easy money from home? 100% legit, not a scam"],
    },
    honest: [
      "We made a few bands for the friendship bracelet workshop",
      "Схема базы данных лежит в репозитории",
      "Какая тема у следующего митапа?",
      "Is there an easy way to install Node on Debian?",
      "Начни зарабатывать репутацию в опенсорсе: чини баги",
      "Когда ты начал зарабатывать в интернете?",
      "Маю тему для курсової, хто допоможе з джерелами?",
      "У нас є тема заробітку в програмі конференції, цікаво буде",
    ],
  },
  loan_debt_help: {
    fires: {
      ru: [
        "Дам в долг любую сумму, пишите в личку",
        "Займы без отказа и без справок, одобрение за 5 минут",
        "Помогу со списанием долгов по кредитам",
        "Поможем получить кредит с любой КИ, одобрение 100%",
        "Банкротство физических лиц под ключ, спишем все долги",
        "Zajm bez otkaza, den'gi segodnya",
      ],
      uk: [
        "Позика без довідок, списання боргів, фінансова допомога",
        "Допоможемо списати борги та кредити з будь-якою кредитною історією",
        "Позика за 10 хвилин на картку, пишіть",
      ],
      en: [
        "Quick personal loans, no paperwork, money in an hour",
        "Loans with bad credit approved today, apply in DM",
        "Instant loans approved with bad credit, no credit check",
        "I can help you clear your debts and fix your credit score",
      ],
      uz: ["Tezkor kredit beramiz, hujjatsiz rasmiylashtirish", "Qarz beraman, tez, lichkaga yozing"],
    },
    honest: [
      "Дам в долг, если вернёшь на карту через неделю",
      "Дам в долг до зарплаты соседке, она всегда возвращает",
      "Fast personal loans are a trap, don't take them",
      "Can I get personal loans with bad credit at my bank?",
      "Я взял ипотеку в прошлом году",
      "The loan function in this library returns a promise",
      "Нужен юрист по банкротству, кто может посоветовать?",
      "How do I check my credit score for free?",
      "Kredit olish uchun qanday hujjatlar kerak?",
      "Zajm bez procentov dal drugu, vernul cherez mesyac",
      // an object lent, not money
      "Дам в долг дрель на выходные, пишите",
    ],
  },
  fake_documents_data: {
    fires: {
      ru: [
        "Пробив по номеру телефона, любые данные",
        "Сделаем права без экзаменов и диплом любого вуза",
        "Продам базу клиентов, свежая",
        "Изготовление справок и медкнижек без посещения врача",
        "Medknizhki bez prohozhdeniya medosmotra, srochno",
      ],
      uk: ["Пробив людей, довідки купити будь-які", "Посвідчення водія без іспитів за тиждень"],
      uz: ["Guvohnoma imtihonsiz, tez va ishonchli", "Haydovchilik guvohnomasi, bazaga kiritamiz, narxi kelishilgan"],
      en: [
        "Buy real and fake passports, driver license and diploma",
        "Need a driving licence without exams? Fast and cheap",
        "I can look up anyone by phone number: name, address, photos",
        "Fresh USA CC's and bank logs restocked daily, cheap RDP store for cashout",
        "Stimmy methods for sale, DM me",
      ],
      zh: ["专业查档：个人户籍、手机定位、通话记录、开房记录"],
      tr: ["TC sorgu ve ad soyad sorgu yapılır, GSM sorgu paneli uygun fiyata"],
      de: ["Wir liefern gefälschte Banknoten und Klonkarten, diskreter Versand"],
    },
    honest: [
      "The bank logs me out every five minutes",
      "Sorgu sonucu boş döndü, indeksi kontrol et",
      "Der Test ist gefälscht worden, bitte neu starten",
      "Пробил колесо по дороге на работу",
      "Где получить справку в поликлинике?",
      "How do I renew my passport online?",
      "档案在共享目录里，手机号我私聊你",
      "Did you get the stimulus check this year?",
      "Spravki bez ocheredi mozhno vzyat v MFC",
    ],
  },
  courier_drop_recruiting: {
    fires: {
      ru: [
        "Курьер, высокая оплата от 5000 в день, без опыта",
        "Ищем дропов, нужно принять переводы на свою карту",
        "Куплю вашу карту Сбербанка, оплата 5000 сразу",
        "Платим 10% за приём переводов на вашу карту",
        "Срочно ищем людей с картами любых банков, платим каждый день",
        "Срочно нужны люди с банковскими картами для приема переводов, оплата сразу",
        "Ищу людей с картами, платим за вход сразу",
        "Ishchu lyudej s kartami Tinkoff, oplata srazu",
      ],
      uz: ["Karta egalari kerak, har hafta foiz beriladi", "Pul o'tkazmalari uchun kartalari borlar kerak, aylanmadan foiz beriladi"],
      uk: [
        "Потрібна карта будь-якого банку, оплата 2000 грн одразу",
        "Шукаємо дропів, оформлення на свою картку",
        "Потрібні люди з банківськими картками, платимо 10% за прийом переказів",
        "Шукаємо власників карток будь-якого банку, оплата щодня",
      ],
      en: [
        "Earn 500 monthly for the use of your bank account",
        "Earn by receiving payments to your bank account, money mule welcome",
        "Looking for people with bank accounts to receive payments",
      ],
      zh: ["招跑分车队，日结，有卡就能做", "长期收卡商资源，代收代付通道"],
    },
    honest: [
      "Чи можна платити карткою будь-якого банку в метро?",
      "Карта гостя: плачу за вход на пляж 500 рублей",
      "Karta egalari bankka borishi kerak, yangi qoida",
      "Read the terms for the use of your bank account abroad",
      "Устроился курьером, оплата каждую неделю, пока нравится",
      "Курьер опоздал на час, заказ холодный",
      "The courier delivered my package today",
      "Куплю карту памяти на 64 ГБ, у кого есть?",
      "Нужен человек с картой Мир, чтобы проверить оплату в приложении",
      "周末一起去跑步吧，我想把平均配速跑进五分",
      "这张银行卡丢了，今天去补办",
      "Нужны люди с опытом работы с картами Яндекса",
      "Власників карток ПриватБанку попереджають про шахраїв",
      "Nuzhny ludi s kartami dlya oplaty bileta, kto pomozhet?",
    ],
  },
  paid_tasks: {
    fires: {
      ru: [
        "Платим за отзывы на маркетплейсах, 200 рублей за каждый, пишите",
        "Получай 100 рублей за каждое задание, выплаты ежедневно",
        "Ставь лайки на видео и зарабатывай от 2000 в день",
        "Простые задания в телеграме, вывод от 500 сразу на карту",
      ],
      uk: ["Отримуй 50 грн за кожен відгук, виплати щодня", "Прості завдання з телефона, виплати від 300 грн"],
      uz: ["Wildberries tovarlari bepul, sharh qoldirsangiz bas"],
      en: ["Watch videos and earn up to $300 a day, just like and subscribe", "Simple tasks, get paid daily, $10 for each review"],
    },
    honest: [
      "Поставьте лайк под постом, если тоже ходили на концерт",
      "За каждый отзыв на Озоне дают 50 баллов, но это копейки",
      "Оплата за каждый просмотр на YouTube сейчас совсем маленькая",
      "Подпишитесь на канал, чтобы получать новости о расписании",
      "Простые задания по математике для первого класса, кто знает где найти?",
      "Ставьте лайки, если понравилось видео, и подписывайтесь на канал",
      "Please like and share the post about our lost cat",
      "Easy tasks for beginners in Python, any recommendations?",
      "Watch my videos and leave a review, it helps a lot",
    ],
  },
  work_abroad_offer: {
    fires: {
      ru: [
        "Работа в Чехии на заводе, проживание бесплатно, без опыта, зарплата от 1200 евро",
        "Требуются люди в Литву, без знания языка, зарплата 1400 евро, пишите",
        "Предоставляем жильё и оформляем визу, работа на складе в Нидерландах",
      ],
      uk: ["Робота в Польщі на фабриці, житло надаємо, оплата щотижня", "Без знання мови, зарплата від 1200 євро, пишіть"],
      uz: ["Koreyaga ishga odamlar kerak, viza va yo'l bepul, oyiga 2500$", "Turar joy bepul, ish Polshada, batafsil lichkada"],
      en: ["Farm jobs in Canada, visa sponsorship available, salary $3500 a month", "Free accommodation and visa support, apply now on WhatsApp"],
    },
    honest: [
      "Кто работал в Польше? Как там с жильём сейчас?",
      "Работа в Польше — это тяжело, жильё дорогое",
      "Жильё бесплатно дали родители, повезло",
      "Без знания языка в Германии тяжело, учите язык",
      "Безкоштовне житло для переселенців у Львові, хтось знає адресу?",
      "Polshaga ishga ketgan akamdan xabar yo'q",
      "I got free accommodation from my company for the first month",
      "Is there visa sponsorship for nurses in Canada?",
      "Work in Canada is great, but visa takes forever",
    ],
  },
  academic_writing_service: {
    fires: {
      ru: ["Выполню контрольные и курсовые на заказ, пишите в лс", "Напишем дипломную работу под ключ, антиплагиат, недорого"],
      uk: ["Напишу курсову та дипломну, недорого, пишіть"],
      uz: ["Mustaqil ish va referat yozib beramiz, arzon narxda"],
      en: ["We write essays and assignments, plagiarism free, cheap and fast", "I will do your homework and exams, text me for prices"],
    },
    honest: [
      "Сам напишу курсовую, не вопрос",
      "Напишу курсовую быстро, если научрук не будет тормозить",
      "Сделаю контрольную сам, без гарантий, что правильно",
      "Пишу диплом уже третий месяц, сил нет",
      "Кто-нибудь заказывал курсовые на заказ? Стоит ли?",
      "Антиплагиат от 70% требуют в нашем вузе",
      "Diplom ishimni yozib bo'ldim, ertaga himoya",
      "Need help with my essay structure, any tips?",
      "I can help with your essay if you send it to me, happy to proofread",
    ],
  },
  payment_transfer_service: {
    fires: {
      ru: [
        "Оплачу любые зарубежные сервисы и подписки, быстро",
        "Пополню Steam и Apple ID по выгодному курсу, пишите",
        "Переводы за границу без комиссии, любые суммы, пишите в личку",
      ],
      uk: ["Оплата закордонних сервісів і підписок, перекази за кордон без комісії"],
      en: ["We pay for foreign services and subscriptions from Russia, bypass sanctions, DM"],
      uz: ["Valyuta almashtiramiz, naqd pul, yaxshi kurs"],
    },
    honest: [
      "Как оплатить Netflix из России? Карты не проходят",
      "Подскажите, как перевести деньги родителям за границу",
      "Пополнение Steam через киви больше не работает?",
      "Переводы за границу теперь только через Казахстан, знаете что-то?",
      "Обход блокировок через VPN работает, проверил",
      "Оплата зарубежных сервисов теперь сложная",
      "Вывод: из России уезжать не стоит",
    ],
  },
  hacking_services: {
    fires: {
      ru: [
        "Взломаю любой аккаунт ВК или Инстаграм, недорого",
        "Взлом почты и соцсетей, анонимно, гарантия результата",
        "Разблокируем аккаунты Instagram и Telegram после бана",
        "Поможем прочитать переписку жены, удалённо",
        "Вся переписка без доступа к телефону, пишите",
      ],
      uk: ["Зламаю будь-який акаунт у соцмережах, пишіть", "Розблокую акаунт Instagram за день"],
      en: [
        "Hacker for hire, fast and discreet",
        "I can hack any WhatsApp account in 24 hours",
        "We unban disabled accounts, fast and guaranteed",
        "Read their chats without them knowing, message me",
      ],
    },
    honest: [
      "Восстановлю ли я аккаунт, если забыл пароль от почты?",
      "Хочу прочитать переписку с бабушкой, которую удалил, можно восстановить?",
      "I recovered my account in 24 hours after support replied",
      "Without them knowing we planned a surprise party",
      "Взломали аккаунт ВК, поддержка не отвечает",
      "Взлом аккаунта — что делать? Помогите",
      "Взломаю пароль от своего же архива, подскажите программу",
      "My Instagram account got hacked, how do I get it back?",
      "We can hack any bug in an afternoon, team is great",
      "Can we hack the timeline to ship earlier?",
    ],
  },
  fake_aid_payout: {
    fires: {
      ru: [
        "Госвыплата 12 000 рублей всем пенсионерам, проверьте по ссылке",
        "Узнайте свою компенсацию за отключение света, заявка в боте",
        "Проверьте право на получение выплаты за второго ребёнка",
      ],
      uk: ["Отримай виплату 7000 грн від держави, заповни форму", "Червоний Хрест надає допомогу всім переселенцям, встигніть подати анкету"],
      en: ["You are eligible for a stimulus payment, claim it via the link", "Claim your compensation today, link below"],
      uz: ["Sizga 300 000 so'm yuborildi, botda qabul qiling"],
    },
    honest: [
      "Кто-нибудь получал допомогу від ООН? Скільки чекали?",
      "Червоний Хрест приїжджав у наше село з гуманітаркою",
      "Пришла компенсация за задержку рейса, 400 евро, приятно",
      "Госвыплаты на детей в этом году подняли?",
      "Выплата пособия всем семьям с детьми — правда или нет? Где проверить?",
      "Is the government grant for small businesses still open?",
    ],
  },
  draft_evasion_services: {
    fires: {
      ru: ["Отсрочка от призыва под ключ, конфиденциально", "Сделаем военный билет быстро, пишите"],
      uk: ["Бронювання від ТЦК офіційно, пишіть в особисті", "Допоможемо перетнути кордон, гарантія, пишіть"],
    },
    honest: [
      "Брата забрали по мобілізації, тримаємось",
      "Бронь від мобілізації дали на заводі, пощастило",
      "Хочу виїхати за кордон влітку, куди порадите?",
      "Отсрочку от армии дали по учёбе, повезло",
      "Военный билет потерял, как восстановить?",
    ],
  },
  vote_phishing: {
    fires: {
      ru: ["Проголосуйте за моего сына в конкурсе рисунков, ссылка ниже, спасибо", "Голосуй за мою подругу, очень надо, ссылка в сообщении"],
      uk: ["Проголосуйте за мою сестру в конкурсі краси, посилання нижче"],
      uz: ["Jiyanim tanlovda qatnashyapti, iltimos ovoz bering"],
      en: ["Please vote for my niece in the photo competition, the link is in my bio"],
    },
    honest: [
      "Голосуйте за кандидатов в родительский комитет до среды",
      "Проголосовал за сына в школьном конкурсе, там всё через дневник",
      "Проголосуйте за мою идею в опросе выше, плиз",
      "Синові потрібна допомога з конкурсним малюнком, хто вміє малювати?",
      "Ovoz berish ertaga soat 10 da boshlanadi",
      "Vote for the best costume, results at the end of the party",
    ],
  },
  parcel_fee_phishing: {
    fires: {
      ru: [
        "Ваше отправление задержано, оплатите сбор 120 рублей по ссылке",
        "Посылка недоставлена, уточните адрес по ссылке",
        "Заказ не может быть доставлен, обновите адрес по ссылке",
      ],
      uk: ["Ваша посилка затримана на митниці, оплатіть збір за посиланням"],
      uz: ["Posilkangiz bojxonada, to'lovni havola orqali qiling"],
      en: [
        "Your parcel is held, release it with the redelivery payment at the link",
        "Shipment undeliverable, update your address at the link",
        "Incomplete address on your shipment, update your details within 24 hours",
      ],
    },
    honest: [
      "Посылка застряла на таможне уже неделю, кто сталкивался?",
      "Оплатил пошлину на почте, наконец забрал посылку",
      "Отправление задержано из-за праздников, оплату вернут?",
      "My package is on hold at customs, any idea how long it takes?",
      "Posilka qachon keladi, bilasizmi?",
      "Заказ не может быть доставлен в пункт выдачи, он закрыт на ремонт",
      "I put an incomplete address on my order, can I still update it?",
    ],
  },
  group_move_phishing: {
    fires: {
      ru: ["Чат переезжает! Всем участникам вступить в новую группу по ссылке"],
      uk: ["Канал переїхав, усім учасникам приєднатися за новим посиланням"],
      en: ["Our group has moved, please join the new chat, link in bio"],
    },
    honest: [
      "Группа переехала в другой кабинет, пары в 301",
      "Мы переехали в новый офис, адрес в закрепе",
      "Чат переехал в новое приложение, ссылку скину позже, кто не нашёл — пишите",
      "The group moved to Fridays, new time is 7pm",
      "The channel moved to libera, join us there",
    ],
  },
  miracle_health_products: {
    fires: {
      ru: ["Минус 8 кг за неделю, капсулы без диет и спорта, пишите", "Капли для потенции, гарантия результата, доставка почтой"],
      uk: ["Мінус 9 кг без дієт, пишіть в особисті, розкажу", "Краплі для схуднення, результат за тиждень, замовляйте"],
      uz: ["Ozish uchun choy, 2 haftada natija, buyurtma bering", "Tez ozish kursi, lichkaga yozing"],
      en: ["Slimming gummies, order now and see results in a week", "Drop 10 kg without exercise, ask me how"],
    },
    honest: [
      "Похудела на 4 кг без диет, просто бросила есть на ночь",
      "Какой препарат для потенции назначают после 50? Спрашиваю для отца",
      "Скинул 6 кг без зала, только велосипед",
      "Which diet pills did your doctor say were safe?",
      "Tez ozish zararli, shifokor aytdi",
    ],
  },
  drug_shop: {
    fires: {
      ru: [
        "Работаем кладом по районам, качество гарант, бот в профиле",
        "Бошки и меф в наличии, клады по всему городу",
        "Магазин закладок по всему городу, отзывы в профиле",
      ],
      uk: ["Клад по місту за годину, анонімно, пишіть", "Якісний товар, закладки по району, бот в профілі"],
      en: ["Pills and powder shipped worldwide, discreet packaging guaranteed, DM"],
    },
    honest: [
      "Нашли клад монет в огороде, что делать?",
      "Соседи жалуются, что в подъезде делают закладки, звонила участковому",
      "Магазин у дома работает 24 7, удобно",
      "Discreet packaging please, it's a surprise gift",
    ],
  },
  nicotine_sales: {
    fires: {
      ru: ["Снюс и одноразки в наличии, доставка в течение часа", "Опт и розница: вейпы, HQD, Elf Bar, недорого"],
      uz: ["Elf Bar sotiladi, narxi arzon, yetkazib beramiz", "HQD optom narxda, yetkazib berish bor"],
      en: ["Cheap vapes and snus in stock, delivery today"],
    },
    honest: ["Одноразки вредные, сын начал курить, что делать?", "Elf Bar narxi qancha bo'ldi hozir?", "Snus is banned here, right?"],
  },
  cloud_mining_tap_earn: {
    fires: {
      ru: ["Облачный майнинг с доходом 4% в сутки, вывод без ограничений", "Тапай каждый день и выводи USDT, ссылка в профиле"],
      uk: ["Хмарний майнінг: прибуток 3% щодня, реєструйся", "Тапайте і заробляйте, виведення вже працює"],
      en: ["Cloud mining with daily returns, start with $50", "Tap every day and withdraw TON, join now"],
    },
    honest: [
      "Облачный майнинг — это развод?",
      "Is tap to earn airdrop real or a scam?",
      "The airdrop confirmed for early contributors was a scam, be careful",
      "Хомяк тапать надоело, удалил",
      "Tap to earn is dead, nobody got paid",
      "Tap to earn games are dead, nobody paid anything",
      "Hamster was a tap to earn bot, I played it for a month",
    ],
  },
  exam_answers_leak: {
    fires: {
      ru: ["Сливы заданий ЕГЭ по профильной математике, пишите", "Ответы ОГЭ 2025 заранее, гарантия", "Продаю ответы до экзамена, пиши в лс"],
      uk: ["Зливи НМТ з історії, пишіть в особисті", "Відповіді НМТ 2025, все точно"],
      uz: ["Test javoblari imtihondan oldin, 100 foiz", "Imtihon javoblari 100 foiz aniq, lichkaga"],
      en: ["Leaked exam papers for finals, message me", "Test answers guaranteed before Monday"],
    },
    honest: [
      "Говорят, были сливы ЕГЭ в прошлом году, правда?",
      "Ответы ЕГЭ по математике уже опубликовали на сайте ФИПИ?",
      "Слив в ванной засорился, посоветуйте сантехника",
      "Test javoblari qachon e'lon qilinadi?",
      "The exam answers were posted by the teacher after the test",
    ],
  },
  game_currency_phishing: {
    fires: {
      ru: ["Забирай 5000 робуксов бесплатно, только введи ник", "Бесплатные скины CS2, заходи на сайт и получай"],
      en: ["Free Robux! Claim yours on the site before it ends", "Log in with Steam on our page and claim a knife skin", "Working robux generator, no survey"],
    },
    honest: ["Бесплатные робуксы — это развод, не ведитесь", "Free robux sites are scams, my kid lost his account", "Сын просит робуксы на день рождения"],
  },
  mlm_partner_recruiting: {
    fires: {
      ru: ["Приглашаю партнёров в онлайн проект, доход от первой недели", "Ищем партнёров для онлайн проекта, обучение с нуля"],
      uk: ["Шукаємо партнерів у бізнес, дохід з першого місяця", "Запрошую партнерів для нового проекту, навчання безкоштовне"],
      en: ["Seeking business partners, passive income from home", "Looking for business partners, full training provided"],
    },
    honest: [
      "Ищу партнёра по бизнесу для кофейни, вложения пополам, обсудим лично",
      "Looking for a business partner for my bakery, experienced in finance",
      "Шукаю партнера для танців, хто хоче?",
    ],
  },
  gift_card_payment: {
    fires: { en: ["Payment in Steam cards only, I ship after", "Apple gift cards accepted, fast deal"] },
    honest: ["My aunt got a call asking to pay with gift cards, it was a scam", "Apple gift cards are on sale at Costco this week"],
  },
  mystery_shopper_recruiting: {
    fires: {
      ru: ["Ищем тайных покупателей в сети кофеен, оплата сразу", "Тайный покупатель, 1500 за визит, пишите в лс"],
      uk: ["Шукаємо таємних покупців у магазини, оплата щодня"],
      en: ["Mystery shoppers wanted in your area, paid weekly"],
    },
    honest: [
      "Работала тайным покупателем в универе, платили копейки",
      "Я тайный покупатель уже 2 года, спрашивайте",
      "Тайный покупатель приходил к нам в магазин, поставил 9 из 10",
      "The mystery shopper visited our cafe, we got 95 points",
    ],
  },
  confiscated_goods_sale: {
    fires: {
      ru: ["Ноутбуки из конфиската, дешевле магазина в два раза", "Конфискат: телефоны и часы дешевле на треть"],
      uk: ["Конфіскат з митниці, айфони дешево"],
    },
    honest: ["На таможне конфисковали мой ноутбук, как вернуть?", "Конфискат продают на торгах, кто-нибудь участвовал?"],
  },
  matrix_pyramid: {
    fires: {
      ru: ["Новая матрица, вход 300 рублей, выход 30 000", "Кешбокс платит каждый день, заходи"],
      uk: ["Матриця: вхід 200 гривень, через місяць отримаєш 20 000"],
    },
    honest: ["Матрица вход в кинотеатр 500 рублей", "Матрица — лучший фильм девяностых", "В школе рассказывали про финансовые пирамиды"],
  },
  travel_discount_scam: {
    fires: {
      ru: ["Скидка 40% на любые рейсы, оплата переводом на карту", "Авиабилеты со скидкой, оплата переводом, быстро"],
      uz: ["Aviabiletlar 40% chegirma, lichkaga yozing"],
      en: ["Hotels and flights 50% off, pay by transfer, DM for a quote"],
    },
    honest: [
      "Скидка 20% на любые направления у Аэрофлота до пятницы, успевайте",
      "Found cheap flights to Lisbon on Skyscanner, 120 euros return",
      "Got 30% off on hotels using my credit card points, then paid by card",
      "Aviabilet narxi qancha Toshkentdan Moskvagacha?",
    ],
  },
  visa_residence_fraud: {
    fires: {
      ru: ["Шенген без подтверждения дохода, оформим за неделю", "ВНЖ без оснований, пишите в лс", "Визы в Европу, гарантия одобрения"],
      uz: ["Amerika vizasi kafolat bilan, tez"],
      en: ["Student visa guaranteed, pay after the visa is issued", "UK work visa without IELTS, fast processing"],
    },
    honest: [
      "Визу дали без собеседования, просто сдал отпечатки",
      "Шенген без справки о доходах не дадут, даже не пытайтесь",
      "Получил шенгенскую визу за 10 дней",
      "The visa was guaranteed by the embassy once we had the invitation",
      "Canada work visa processing takes forever, any tips?",
    ],
  },
  income_course_funnel: {
    fires: {
      ru: ["Вебинар: как выйти на доход 200 тысяч на фрилансе", "Марафон по заработку на Telegram-каналах, старт в понедельник"],
      en: ["From zero to 5k a month with one side hustle, free webinar", "Free workshop: how to earn online and quit your job"],
    },
    honest: [
      "Вебинар: как заработать на пенсии больше, от ПФР, бесплатно",
      "Кто-нибудь проходил марафон по английскому? Стоит того?",
      "I went from zero to 10 km a month running this year",
      "The webinar on how to make sourdough was great",
    ],
  },
  counterfeit_goods: {
    fires: {
      ru: ["Сумки Gucci, качество 1:1, фото по запросу", "Реплики кроссовок оптом, все размеры"],
      uk: ["Репліки брендових годинників, недорого"],
      en: ["Replica watches wholesale, shipped worldwide", "Replica bags in stock, message for photos"],
    },
    honest: ["Is it legal to bring replica bags through customs?", "Реплика героя в этой серии просто огонь", "Качество 1 к 1 как на фото, продавец честный"],
  },
  mev_bot_scam: {
    fires: {
      ru: ["Задеплой контракт по туториалу и получай прибыль", "Разверните контракт по видео, прибыль каждый день"],
      en: [
        "Deploy this contract from my video and earn daily",
        "Front-running tutorial: deploy the contract and fund it",
        "Copy my contract code and earn daily",
        "My flash loan strategy earns 2 ETH a week, ask for access",
      ],
    },
    honest: [
      "Is MEV bad for regular users? My swap got sandwiched yesterday",
      "I deployed the contract from the tutorial on testnet, works fine",
      "Anyone here running their own arbitrage bot? Gas eats all profits for me",
      "Flash loans are used in DeFi exploits, read the Aave docs",
    ],
  },
  money_flip: {
    fires: {
      en: [
        "Cash App flip available today, send $50 and get $500 back",
        "Legit flips only, invest $100 get $900 in 2 hours",
        "Let me flip your money, $300 into $3k tonight",
        "Send any amount of BTC and get double back within the hour",
      ],
      ru: ["Удвою ваш депозит за сутки, без риска", "Вложи 1000, через час получишь 10000", "Удвою твою крипту за сутки"],
      uk: ["Подвою ваш депозит за день, пишіть"],
    },
    honest: [
      "My uncle made money flipping houses in the 90s",
      "Does anyone use Cash App here? I can't find how to cancel a payment",
      "Приумножу ваши знания английского, уроки онлайн",
      "Примножу ваші знання з англійської, уроки онлайн",
      "Отправь 500 рублей на карту Маше, вернёт 500 завтра",
      "Flip the pancake when you see bubbles",
      "Send any amount you want for the gift, we'll collect it on Friday",
    ],
  },
  brand_giveaway_phishing: {
    fires: {
      ru: [
        "Тинькофф дарит 3000 рублей каждому клиенту, заберите по ссылке",
        "Озон раздаёт всем пользователям сертификаты, получить в боте",
        "Всем клиентам компенсация 7000, оформление по ссылке в боте",
      ],
      uk: ["Монобанк дарує 2000 гривень клієнтам, забирайте за посиланням"],
      en: ["Binance is giving away 500 USDT to every user, claim now"],
    },
    honest: [
      "Яндекс дарит всем пользователям Плюс на месяц, проверьте приложение",
      "Сбер опять начислил кешбэк за коммуналку, приятно",
      "Дуров раздаёт интервью налево и направо",
      "Telegram выплачивает 50% дохода от рекламы владельцам каналов",
      "Elon Musk is giving away Starlink terminals to Ukraine",
    ],
  },
  marketplace_payment_phishing: {
    fires: {
      ru: [
        "Ваш товар оплачен через Авито доставку, подтвердите получение средств на странице",
        "Я оплатил ваш товар, деньги получите по ссылке",
        "Для зачисления оплаты заполните форму в боте",
      ],
      uk: ["Я оплатила ваше оголошення, отримайте кошти за посиланням"],
      en: ["I already paid for your listing, confirm the payment via the link to receive the money"],
      uz: ["Mahsulotingiz uchun to'lov qilindi, pulni olish uchun havolaga o'ting"],
    },
    honest: [
      "Я оплатил через Авито доставку, жду посылку уже неделю",
      "Ваш заказ оплачен? Мне пришло уведомление, но деньги не списались",
      "Подтвердите получение денег, когда придут, хорошо?",
      "Чтобы получить деньги по страховке, заполните анкету в офисе",
      "I already paid for your pizza, you can pay me back later",
      "Your order has been paid, thanks, I'll ship it tomorrow",
    ],
  },
  advance_fee_fraud: {
    fires: {
      en: ["You have won the online draw, contact our agent to claim $500,000", "Your late client left a deposit of $3.2M and no heir, I propose we share it"],
      ru: ["Ваш номер выиграл в розыгрыше 300 000 рублей, для получения свяжитесь с менеджером"],
    },
    honest: [
      "You won the lottery? Drinks are on you then",
      "Who's the lottery agent in this town, I want to buy tickets",
      "My late father left a fund for my studies, I'm grateful",
      "Next of kin must sign the form at the hospital",
      "We need to process the transfer of the domain before Friday",
      "Ваш номер выбран для опроса, ответьте на пару вопросов",
    ],
  },
  advance_payment_classifieds: {
    fires: {
      ru: [
        "Котята мейн-кун бесплатно, оплатите только доставку курьером",
        "Квартира посуточно, я за границей, предоплата 50% на карту",
        "Ключи вышлю почтой после предоплаты",
        "Гарант сделок, проведу сделку безопасно",
      ],
      uk: ["Цуценята безкоштовно, тільки оплата доставки"],
      uz: ["Mushukchalar tekin, faqat yetkazib berish pulini to'laysiz"],
      en: ["Kittens free for adoption, you only cover shipping", "Selling our concert tickets below face value, payment first"],
    },
    honest: [
      "Отдам диван бесплатно, только доставку оплатите сами, пишите",
      "Купил велосипед за полцены, без предоплаты",
      "Муж за границей, ключи передам соседке, она покажет квартиру",
      "Mail you the keys? No, I'll leave them with the concierge",
      "Tickets sold below face value yesterday because nobody came",
      "Pay me back via PayPal friends and family only please, no fees",
      "Ищу гаранта сделок для покупки домена, кто посоветует?",
    ],
  },
  scam_warning: {
    fires: {
      ru: [
        "Будьте внимательны, пишут мошенники от имени банка",
        "Сообщения про лёгкий заработок - не ведитесь",
        "Снова спамеры, опять этот спам про заработок",
      ],
      uk: ["Будьте обережні, пишуть шахраї", "Обережно, пишуть від імені банку"],
      uz: ["Firibgarlar yana yozishyapti, ehtiyot bo'ling"],
      en: [
        "Beware of messages promising free crypto",
        "Scam alert: fake giveaway accounts everywhere",
        "Never share your seed phrase, real support will never DM you",
      ],
    },
    // a denial vouches for the offer ("это не развод", "not a scam"): the offer's signal, never this one
    honest: ["Это не развод, проверено, пишите", "Not a scam, legit and paying", "Це не шахраї, перевірено"],
  },
  telegram_gift_bait: {
    fires: {
      ru: ["Раздача Telegram Premium бесплатно, забирай подарок", "Получи звёзды телеграм бесплатно", "Премиум на 3 месяца, активируй тут по ссылке в боте"],
      uz: ["Kanalga obuna bo'lgan har bir obunachiga yulduzlar tekin"],
      uk: ["Отримай подарунок: зірки телеграм безкоштовно", "Безкоштовні зірки Telegram, забирай за посиланням"],
      en: ["Claim free Telegram Premium and stars now"],
    },
    honest: ["Поставил звезду репозиторию на GitHub", "I gave the project a star on GitHub"],
  },
  adult_bot: {
    fires: {
      uz: ["Zerikdim, gaplashamizmi? suratlarim profilda 💋", "Qizlar siz bilan tanishmoqchi, botga kiring"],
      ru: [
        "Девушки рядом ждут тебя, переходи в бота",
        "Интим услуги, досуг 24/7",
        "Привет, я Аня, скучаю одна, пиши мне",
        "Девушки по вызову, выезд и апартаменты круглосуточно",
        "Devushki vashego goroda zhdut, pishi",
      ],
      uk: ["Дівчата поруч чекають, знайомства для дорослих"],
      en: ["Lonely girls near you are waiting, adult bot link in bio", "Hot girls in your city are waiting for you"],
    },
    honest: [
      "Zerikdim, kim kinoga boradi?",
      "Девушка из соседнего отдела ждёт ответа по задаче",
      "My sister is waiting for the bus near the station",
      "Скучаю по лету и морю",
      "Эротический триллер девяностых, кто помнит название?",
      "Вызову такси к восьми, кто со мной?",
      "Devushki vashego goroda, kto idet na koncert?",
    ],
  },
  gambling_promo: {
    fires: {
      ru: [
        "Вчера поднял на ставках, скину промокод",
        "Поднял 50000 в казино за вечер, бонус на депозит 200%",
        "Рабочее зеркало казино, промокод на фриспины",
        "Вчера выиграл 40000 рублей, заходи пока работает",
        "Выиграл 300$ за один вечер, ссылка в профиле",
        "Bonus 150% na pervyj depozit v nashem kazino",
      ],
      uk: ["Казино з бонусом на депозит, виграш щодня"],
      en: ["I won 2000 on slots yesterday, welcome bonus for new players"],
      uz: ["Mostbet promo kod bilan 100% bonus, har kuni yutuq", "Kecha kazinoda 2 million yutdim, havolasi profilimda"],
      tr: ["Yeni üyelere çevrim şartsız deneme bonusu ve 100 freespin kodu", "Kanalımıza katıl, Papara ile 500 TL hediye çekilişi"],
    },
    honest: [
      "Где найти рабочее зеркало торрент-трекера?",
      "Друг поднял денег на ставках, а потом всё проиграл",
      "Я выиграл в шахматы у друга",
      "We won the hackathon yesterday",
      "Мы выиграли 3 матча подряд, ставлю на то, что и четвертый возьмем",
      "Lotereyada 1 million yutdim deb o'ylabman, tush ekan",
      "Bonus za depozit v banke malenkij, luchshe vklad",
    ],
  },
  investment_testimonial: {
    fires: {
      ru: [
        "Благодаря его стратегии я заработал и вывел 3000 долларов, рекомендую этого трейдера",
        "Вернём деньги, украденные мошенниками, юридическая помощь",
        "Доверительное управление криптовалютой, доходность 20% в месяц",
        "Сидела без работы, теперь зарабатываю 100 тысяч не выходя из дома",
        "Работала кассиром, а теперь зарабатываю онлайн в 3 раза больше",
      ],
      uk: ["Завдяки його сигналам я заробив, рекомендую цього трейдера", "Була без роботи, тепер заробляю вдома 30 тисяч"],
      en: [
        "Thanks to Mr Jeremy I recovered my lost funds, his services are efficient",
        "I made $23,600 within 3 days with an expert trader",
        "My friend invested $500 and now his profit is $7,800 after 3 days",
        "Receiving $5,500 after investing $500 on this platform",
        "God will continue to bless you sir, my withdrawal came straight into my wallet, invest with him",
        "You changed my life, I am forever grateful, the best trader I have ever met",
        "Hello dear, I am a forex trader, let me help you grow your portfolio",
        "Forex account management, 30% weekly returns, minimum deposit $200",
        "I lost a lot on binary options until I met Mr Daniel, now I trade with his team",
        "Great withdrawals today, thank you for this amazing profit",
        "Safe and reliable company for your profitable investment, instant withdrawal",
        "Stop losing your money to fake brokers, I found the one that pays",
        "I will keep promoting this great company to everyone I know",
        "This fund recovery team got my lost crypto back in a week, contact them",
        "Recovery of your lost funds is possible, no upfront fee",
        "My withdrawal was instantly approved, this platform is legit",
        "Hacked wallet? Certified investigators will trace and return the stolen crypto",
      ],
      es: ["Gracias al Sr. Pedro gané con opciones binarias, el retiro es instantáneo"],
      de: ["Ich habe über diese Plattform investiert und meine Auszahlung erhalten", "Diese Plattform ist so gut zu ihren Investoren, ich investiere weiter"],
      fr: ["J'ai obtenu mon retrait hier, merci pour les options binaires"],
      pt: ["Recebi meu lucro hoje com opções binárias, saque instantâneo"],
      uz: ["Oldin 3 million olardim, hozir uydan turib 15 million topaman"],
    },
    honest: [
      "How do I stop losing money on idle cloud instances?",
      "I was a victim too of this bug in the last release",
      "Спасибо за помощь с настройкой сервера",
      "Thanks to everyone who reviewed the PR",
      "I met Daniel at the conference, his talk on options parsing was great",
      "The withdrawal form is broken on the staging site",
      "I made 3 commits within an hour",
      "We invested $500 in new servers and the return was worth it",
      "Thanks for the tip, the payment went through",
      "Ich habe die Auszahlung beantragt, mal sehen",
      "God, this build is slow",
      "Кто-нибудь пользовался доверительным управлением в банке? Стоит ли?",
      "Банк вернул деньги за отменённый заказ",
      "Let me help you with the config, send the error",
      "After the outage, the recovery of the database took two hours",
      "Withdrawal of the old API version is approved for next quarter",
      "Danke, Herr Weber, für die Antwort",
      "Police recovered the stolen car and returned it to the victim",
      "Без работы три месяца, сейчас получаю пособие",
      "Работала кассиром, а сейчас учусь на бухгалтера",
      "Був без роботи пів року, зараз працюю на заводі",
      "Був без роботи, тепер заробляю 20 тисяч на місяць на будові",
      "I was broke last year, now I earn enough to pay rent, feels good",
      "Oldin 2 million olardim, hozir uydan ishlayman, oylik kam",
    ],
  },
  promo_invitation: {
    fires: {
      ru: ["Эксклюзивное предложение для участников группы, количество мест ограничено, успейте записаться"],
      uk: ["Ексклюзивна пропозиція, не пропустіть шанс, встигніть отримати знижку"],
      en: ["Great news for everyone! An exclusive group discount on smartphones, a rare opportunity, don't miss out"],
      id: ["Buat garis dan menghasilkan uang, masukkan kode undangan saya"],
    },
    honest: [
      "Не забудьте, митап в пятницу, регистрация открыта",
      "The webinar recording is on YouTube now",
      "Is there a discount for students at the conference?",
    ],
  },
  crypto_trading_zh: {
    fires: {
      zh: ["ETH 做多 入场 1850，止盈 1920，止损 1820，私聊带单", "币圈日赚 500U，稳赚不赔，加我带单", "长期收小咔，咔商价格美丽，当天结算"],
    },
    honest: ["今天的会议改到下午三点", "这个库的文档在哪里？"],
  },
  token_launch_shill: {
    fires: {
      en: [
        "Stealth launch in 10 minutes on BSC chain, liquidity locked, don't miss this moonshot",
        "Presale is live! Next 100x gem, CA drops soon",
        "I already paid five massive influencers, huge marketing budget, this will be trending everywhere",
        "Token presale stage 3 is live, grab it before listing",
        "Fairlaunch tonight on pinksale",
        "Free mint now open, 3 hours only, grab a spot before they run out",
      ],
      ru: ["Запуск токена через 5 минут, пресейл уже открыт, успей купить до листинга"],
    },
    honest: [
      "Low tax countries like Ireland attract the big companies",
      "The product launch moved to Friday",
      "Запуск нового сервера перенесли на завтра",
      "Is the BSC testnet down for anyone?",
      "The concert presale starts on Friday",
      "The free mint went live yesterday and nobody cared, the art was bad",
    ],
  },
  trading_signals: {
    fires: {
      en: [
        "BTC long position opened, entry zone 64000, targets 65500, stop loss 63000, leverage 10x",
        "Join our VIP signals channel, 92% win rate",
        "BTC long EP 33780 TP1: 34550 TP2: 34950 SL: 33530",
        "Trade setup ETH/USDT, open long for the price 2400, Leverage : 5x-20x",
      ],
      zh: ["BTC 63000 附近做多，止盈 65000，止损 62000"],
      ru: ["Бесплатные сигналы по крипте: точка входа 3100, тейк профит 3300, стоп лосс 3000"],
      uz: ["Kanalga qo'shiling, bepul signallar har kuni"],
    },
    honest: [
      "The signal handler runs on SIGTERM",
      "Bepul signal kuchaytirgich o'rnatdim, internet yaxshi",
      "Какая точка отсчёта у этого графика?",
      "Set a target of 80% coverage",
      "The leverage of this design is its small API",
      "止步于此，明天再说",
    ],
  },
  trading_signal_card: {
    fires: {
      en: [
        "BTC/USDT LONG 📈 Entry: 64200-64500 TP1 65000 TP2 66500 TP3 68000 Stop loss 62900 Leverage 10x",
        "SOL/USDT short setup. Targets: 1) 142 2) 138 3) 133. SL: 149, leverage 5x-20x",
      ],
      ru: ["ETH/USDT ЛОНГ. Вход: 3150-3180. Цели: 1) 3250 2) 3320 3) 3400. Стоп-лосс 3090, плечо 10х"],
    },
    honest: [
      "TP1 hit on my ETH trade, thanks for the chart",
      "I closed my long at 64k, the stop loss saved me",
      "Build target 1: entry point is main.ts",
      "Step 1 🎯 done, next is the entry form",
      "Поставил стоп-лосс на 3090, цели пока не знаю",
    ],
  },
  promo_code_bait: {
    fires: {
      en: [
        "Sign up with my invitation code and get a 500 coins bonus",
        "Complete a short survey to receive a $50 reward",
        "Enter my code WIN500 to receive 500 coins for free",
      ],
      ru: ["Пройди опрос и получи подарок, промокод в профиле", "Регистрируйся по моей ссылке и получай бонус"],
      uk: ["Реєструйся за моїм посиланням, промокод на бонус"],
      id: ["Masukkan kode undangan saya dan dapatkan bonus"],
      zh: ["使用我的推荐码注册即可获得 10 个币"],
    },
    honest: [
      "The promo of the conference is on the website",
      "Опрос по итогам митапа откроем завтра",
      "Please enter the code from the SMS",
      "请把代码推送到仓库",
      "Enter the code from the e-mail to get access to the dashboard",
    ],
  },
  course_giveaway_bait: {
    fires: {
      ru: ["Всем привет, остались обучающие материалы по трейдингу, отдам бесплатно, мне больше не нужны"],
      uk: ["Віддам курси з криптовалют, мені вже не потрібні, пишіть"],
      en: ["Giving away my crypto trading course for free, I no longer need the materials, DM me"],
    },
    honest: ["Какой сейчас курс доллара?", "Материалы митапа выложим завтра", "The course on databases starts on Monday"],
  },
  // Russian and Ukrainian kinds (fifth round)
  channel_ad_sale: {
    fires: {
      ru: ["Продаю рекламу в канале про путешествия, охваты 12000, цена за пост ниже рынка", "Чистейший ТГ трафик, живая аудитория, прямой пост"],
      uk: ["Продам рекламу в каналі, охоплення 9000, ціна договірна"],
      en: ["Selling shoutouts on my crypto channels, ad slots available this week"],
    },
    honest: ["Реклама в метро надоела", "Трафик на дорогах сегодня жуткий", "What is the CPU usage of the ad server?"],
  },
  betting_tipster: {
    fires: {
      ru: ["Наша серия: 187+ / 6- за месяц, сегодня ставим на точный тотал, ссылка в канале", "Двенадцать выигрышей подряд! Забирай следующий прогноз"],
      uk: ["Дев'ять перемог поспіль, сьогодні ставимо на тотал матчу"],
      en: ["Eleven wins in a row, join our VIP tips channel for the next one"],
    },
    honest: ["Мы выиграли три матча, смотрим следующий тур", "Какой тотал у этой функции в отчёте?", "Our team has a winning record this season"],
  },
  remote_work_offer: {
    fires: {
      ru: [
        "Удалённая занятость, для работы понадобится только телефон",
        "Онлайн формат, пара часов в день, работа с телефона",
        "Udalennaya rabota dlya mam v dekrete",
      ],
      uk: ["Дистанційна робота, потрібен тільки телефон і пара годин"],
      uz: ["Uydan turib ishlash, kuniga 2 soat, telefon yetarli"],
      en: [
        "Remote data entry position, 30 dollars hourly",
        "Virtual assistant needed, 4 hours daily, paid weekly",
        "Telegram moderators wanted, 600 weekly, no experience",
      ],
    },
    honest: [
      "Data entry is the boring part of my job",
      "Virtual assistant hours are flexible at my company",
      "Сервер работает онлайн, проверь статус",
      "Мне для работы нужен ноутбук помощнее",
      "Віддалений сервер знову впав",
      "Bugun uydan turib darsga qatnashdim",
      "Our discord moderators are volunteers, nobody is paid",
    ],
  },
  // English and multilingual kinds (round 5)
  launch_countdown: {
    fires: {
      en: [
        "Stealth launch in 45 secs on BSC, get your BNB ready!",
        "Only 5 minutes left before launch, loyal subscribers get the early CA",
        "LAUNCHING IN 20 SECONDS on ETH chain, snipers will fail",
        "2MINS TO GO BEFORE LAUNCH, I will drop the TG right here",
        "The presale has raised 3 million already, stage 4 ends soon",
      ],
    },
    honest: [
      "The rocket launch was delayed by 5 minutes because of wind",
      "The launch of the new docs site is planned in two weeks",
      "You can make the channel private in the group settings",
      "Please post the contract for review before Friday",
      "Is ETH ready for the next upgrade?",
      "The concert presale reached its limit in minutes",
    ],
  },
  engagement_services: {
    fires: {
      ru: [
        "Сделаю отзывы на Wildberries и Ozon, недорого, пишите",
        "Накрутка подписчиков и лайков в телеграм, быстро",
        "Пишу отзывы на заказ, недорого",
        "Продвижение вашего токена в крипто-сообществах, прайс в лс",
      ],
      uk: ["Лістинг вашого проекту на біржах, швидко"],
      en: [
        "Marketing services: 5000 mass DM for $75, soft shilling in 200 groups, group to group members adding",
        "Buy cheap Instagram followers, 1k real members for $10, YouTube watch time 4000 hours",
        "Listing agent for tier-1 exchanges, message me",
        "KOL campaign for your launch, 30 influencers",
      ],
      zh: ["电报拉人，僵尸粉，在线粉，专业炸群，批量私信", "推特涨粉，刷赞，刷量，真人粉，频道引流", "信誉代发，代发找我"],
      uz: ["Guruhingizga aktiv onlayn padpischik qoshamiz, arzon narxda, lichkaga yozing"],
    },
    honest: [
      "I keep getting mass DMs from bots, how do I report them?",
      "Напишу отзыв на Ozon, если товар понравится",
      "Отзывы на Wildberries часто врут, не верьте им",
      "Оставил отзыв на заказ еды, всё пришло холодным",
      "How many members does the group have now?",
      "我拉群了，大家进来讨论这个问题",
      "请私信我，我把文档发给你",
      "Bu kanalda nechta obunachi bor?",
    ],
  },
  shill_call_bait: {
    fires: {
      en: [
        "Shill me your best gems, I'm buying right now",
        "Drop your BNB wallet below, 0.05 each to 5 people",
        "DM me for a discount call, only today",
        "My VIP channel hit 18/20 calls, join the gambles channel",
      ],
    },
    honest: [
      "Please don't post your wallet seed phrase in this chat",
      "Let's start the call in five minutes",
      "The paid plan includes video calls",
      "Drop me a line when you are free",
      "We had 20 calls with customers this month",
    ],
  },
  affiliate_share_bait: {
    fires: {
      tr: [
        "Dolap'ta keşfettiğime bak! Hemen bu dolabı incele",
        "Ödül almak için davet bağlantımı takip edin",
        "Kanal 1000 abone olunca 50 kişiye 250 TL nakit",
        "Bu mesajı 5 arkadaşına gönder, bildirimleri aç, 100 TL kazan",
      ],
      id: [
        "Dapatkan hingga Rp50.000 lewat tautan undangan saya",
        "Klaim saldo DANA gratis hari ini",
        "Klaim saldo DANA gratis hari ini, buruan",
        "Ada link DANA kaget nih, ambil sekarang",
      ],
      ms: ["Peroleh sehingga RM10 dengan tawaran istimewa hujung minggu"],
      vi: ["Deal siêu hời hôm nay, mua ngay kẻo lỡ"],
      pt: ["Ganhe até 50 reais com o meu link de convite"],
      en: [
        "Earn up to $10 in rewards by inviting friends to join the app",
        "Paytm cashback loot for all users, open the lifafa link",
        "GIVEAWAY: share this contest in three groups, then post a screenshot of your shill",
        "To enter, join and react to the pinned post",
        "Big cashback loot today, grab the offer before it ends",
        "Mega loot offer: 90% off with this link",
      ],
    },
    honest: [
      "Bu PR'ı inceledim, bir sorun göremedim",
      "Yuk join meeting jam 3 nanti",
      "Film festivalde ödül kazandı",
      "Toplantıya 5 kişi katıldı",
      "The loot drops in this game are random",
      "I invited my friends to the meetup on Friday",
      "Can you share a screenshot of the error?",
      "Take a screenshot and share it here so we can see the error",
      "Please post a screenshot as proof that the bug exists",
      "Share this post in your groups if you are coming to the meetup",
      "Arkadaşım bildirim ayarlarını sordu",
      "The loot drop rate in this game is too low",
    ],
  },
  wallet_phishing: {
    fires: {
      ru: ["Подключите свой кошелёк, чтобы забрать токены", "Ваш кошелёк заблокирован, подтвердите по ссылке"],
      en: [
        "Connect your wallet to claim your free tokens before they run out",
        "We noticed suspicious activity, please sync your wallet using the link",
        "Send 0.1 BTC and receive 0.2 BTC back instantly",
        "Token migration is mandatory, connect on the portal to keep your balance",
      ],
    },
    honest: [
      "Как подключить аппаратный кошелёк к компьютеру?",
      "Never share your seed phrase with anyone, admins will not DM you",
      "My account was suspended yesterday for no reason",
      "I sent 0.1 BTC to my own wallet and it took an hour",
      "The migration is mandatory for validators, the guide is on GitHub",
    ],
  },
  support_impersonation: {
    fires: {
      uz: ["Hisobingiz bloklandi, tiklash uchun havolaga kiring"],
      uk: ["Ваш акаунт буде видалено, підтвердіть дані за посиланням"],
      ru: [
        "Я из поддержки, напишите мне в личку, решим вашу проблему",
        "Увидел ваше сообщение в группе, могу помочь, пишите в лс",
        "Ⓘ Вас упомянул владелец канала. Вас приглашают в закрытый канал, места ограничены",
        "Ваш профиль будет удалён, подтвердите номер по ссылке",
      ],
      en: [
        "Hello, I'm from the support team, please DM me your issue",
        "Hi, I saw your message in the group, I can help you",
        "We fix stuck withdrawals instantly, contact our 24/7 support team",
        "Unusual login detected on your account, verify your account now",
        "Your account will be suspended in 24 hours, verify here",
      ],
    },
    honest: [
      "Напишите в поддержку банка, они быстро отвечают",
      "Contact the support team of your provider, they can reset it",
      "I saw your message yesterday, sorry for the late reply",
      "Вас упомянули в обсуждении релиза, гляньте",
      "Админ упомянул вас в закрепе",
      "Fix the stuck transaction by speeding it up with a higher gas fee",
      "Your account will be deleted if you don't log in for 6 months, that's Telegram's policy",
      "Got an email about unusual login activity, I changed my password just in case",
      "Если долго не заходить, ваш аккаунт будет удален, так написано в правилах",
    ],
  },
  group_broadcast: {
    fires: {
      en: [
        "Attention all group members! We arranged an exclusive group discount for you, spots are limited",
        "Hey group members, reserve your spot today, our community has been selected for a special offer",
        "Calling all gamers! Great news for everyone in here",
        "Group members, get ready! We're hosting a game night and you can connect with fellow players",
        "Dear group, we are organizing a charity run next month",
      ],
    },
    honest: [
      "Does everyone in the group use Docker?",
      "You can sign up here: https://example.org/register",
      "I am calling all the callbacks twice, is that a bug?",
      "Thanks to all members who reviewed the release",
      "We are planning to migrate the group chat to Matrix",
      "Who is hosting the next release call?",
    ],
  },
  hidden_link_call: {
    fires: {
      ru: [
        "Все подробности по ссылке ниже",
        "Жми сюда, забирай свой бонус",
        "Регистрируйся по ссылке, места ограничены",
        "Голосовать здесь, нужно только войти через телеграм",
      ],
      uk: ["Деталі за посиланням в профілі", "Тисни на посилання та отримуй бонус", "Треба лише увійти через телеграм на сайті"],
      en: [
        "Spots are limited, so sign up here before Friday",
        "Book your seats here and enjoy the show",
        "Register quickly through this link",
        "Please donate here and help us reach our goal",
        "Log in with Telegram to claim your spot",
      ],
      uz: ["Aksiya haqida batafsil ma'lumot, havola pastda"],
    },
    honest: [
      "Ссылка на документацию в README",
      "Click here to retry, the app said, and nothing happened",
      "Where do I sign up for the conference?",
      "The link below the video is broken",
      "Переходи на новую версию, там баг исправлен",
      "Havola ishlamayapti, yangisini yuboring",
      "Телеграм не открывается у кого-нибудь ещё?",
    ],
  },
  link_shortener: {
    fires: {
      en: ["Look what I found https://vm.tiktok.com/ZMjab12cd/", "Install and get 500 coins https://promo.app.link/x8Yz12"],
      tr: ["Hemen bu ürüne bak https://link.dolap.com/x8mm5"],
      id: ["Cek promo ini https://shope.ee/9zAbCdEf"],
    },
    honest: [
      "The launch video is at https://www.tiktok.com/@nasa",
      "Docs: https://developers.tiktok.com/doc/overview",
      "Our app: https://apps.apple.com/app/id123456",
    ],
  },
  earnings_promise: {
    fires: {
      uk: ["Заробляй від 800 грн на день з телефона", "Заробляю 30 тисяч на місяць з телефону, без вкладень"],
      ru: [
        "Пассивный доход от 500$ в неделю, без вложений",
        "Идёт набор в команду, месяц выходит 3к, пиши в лс",
        "В нашем проекте всего 4 уровня, заходить можно с любого, реинвест по желанию",
      ],
      zh: ["被动收入新机会：每日回报 3%，邀请好友再拿推荐佣金"],
      en: [
        "With just $1,000 I'm now the happy owner of $47,000",
        "A $500 investment earned me $7,800 in three days",
        "Get 100% profit in 24 hours, free withdrawal",
        "I was shocked when I saw my profit in my wallet this morning",
      ],
      de: ["Verdiene 500 Euro pro Tag von zu Hause aus mit deinem Handy"],
    },
    honest: [
      "The laptop cost $1,200 and the warranty another $100",
      "The market cap went from $53M to $80M this year",
      "We ran the profiler for 24 hours",
      "I moved the payment to my account yesterday",
      "My wallet app crashed after the update",
      "На каком уровне логирования запускать проект?",
      "公司今年的收入报告已经发了",
      "Das Ticket kostet 9 Euro pro Monat",
      "Ich arbeite von zu Hause, das Geld reicht",
      "Я заробляю 40 тисяч на місяць, на оренду не вистачає",
      "Ойига 5 миллион маош кам, бошқа иш қидиряпман",
    ],
  },
  job_offer: {
    fires: {
      ru: ["Набираю людей в команду, удалённая работа, обучение бесплатно", "Курьеры нужны на вечер"],
      en: ["Use your spare hours to work from home while waiting for your salary, 5 people are needed", "Need 10 workers, 300 weekly"],
    },
    honest: [
      "Two reviewers are needed for this PR",
      "I was waiting for the salary transfer all day",
      "We need 3 people for the relay team, sign up below",
      "Need 3 people for 5-a-side tonight",
    ],
  },
};
