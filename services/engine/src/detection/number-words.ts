/**
 * Numbers written as words, as the phrase matcher's "#n" reads them beside digits: spam writes its sums in words to pass
 * digit filters ("пять тысяч каждому на руки", "от трёх тысяч в день", "five hundred dollars a week", "besh yuz ming").
 * Each entry is a token as the normaliser writes it (lower case, "ё" as "е", no apostrophe: the Ukrainian "п'ять" is
 * read as "п ять", and its second half is here; the Uzbek "to'rt" is not; a test holds that each is its own
 * normalisation). "One" and "a" are not here (every sentence has them), nor is a word that is mostly something else in
 * chat ("раз", "пара", "штука"). Slang for sums is ("полтинник", "сотка", "косарь", "лям").
 */
export const NUMBER_WORDS: readonly string[] = [
  // Russian: 2-9, the teens, the tens, the hundreds, in the cases a sum takes ("до двадцати тысяч", "от трех тысяч")
  ...["два", "две", "двух", "двум", "двое", "три", "трех", "трем", "трое", "четыре", "четырех", "четверо"],
  ...["пять", "пяти", "пятеро", "шесть", "шести", "семь", "семи", "восемь", "восьми", "девять", "девяти"],
  ...["десять", "десяти", "одиннадцать", "двенадцать", "двенадцати", "пятнадцать", "пятнадцати"],
  ...["двадцать", "двадцати", "тридцать", "тридцати", "сорок", "сорока", "пятьдесят", "пятидесяти"],
  ...["шестьдесят", "семьдесят", "восемьдесят", "девяносто", "сто", "ста", "двести", "двухсот", "триста", "трехсот"],
  ...["четыреста", "пятьсот", "пятисот", "шестьсот", "семьсот", "восемьсот", "девятьсот"],
  ...["тысяча", "тысячу", "тысячи", "тысяч", "миллион", "миллиона", "миллионов", "млн"],
  ...["полтинник", "полтос", "сотка", "сотку", "сотки", "косарь", "косаря", "косарей", "пятихатка", "пятихатку"],
  ...["лям", "ляма", "лямов"],
  // Ukrainian (the words spelled as in Russian are above)
  ...["дві", "двох", "трьох", "чотири", "чотирьох", "шість", "сім", "вісім", "двадцять", "двадцяти"],
  ...["тридцять", "двісті", "тисяча", "тисячу", "тисячі", "тисяч", "мільйон", "мільйона", "мільйонів"],
  // the collective "двоє" and the halves after an apostrophe that only a number has: "п'ять", "п'ятсот", "дев'ять" are
  // read "п ять", "п ятсот", "дев ять"
  ...["двоє", "троє", "ять", "ятсот", "ятисот", "ятдесят", "ятдесяти"],
  // Uzbek (Latin)
  ...["ikki", "uch", "besh", "olti", "yetti", "sakkiz", "yigirma", "qirq", "ellik", "yuz", "ming", "mln"],
  // English
  ...["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "fifteen", "twenty"],
  ...["thirty", "forty", "fifty", "hundred", "hundreds", "thousand", "thousands", "grand", "million", "millions"],
];
