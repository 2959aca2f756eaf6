/**
 * The commonest words of English, Russian and Ukrainian chat: function words (pronouns, prepositions, conjunctions,
 * particles, auxiliaries) and a few all-purpose ones, as the normaliser writes them (lower case, "ё" as "е", no
 * apostrophes: "don t" is two tokens). The phrase matcher indexes a phrase by its rarest-looking step (matcher.ts,
 * chooseAnchor) and takes these for the least rare of all, whatever their length: "to my inbox|dm" is looked up at
 * "inbox" or "dm", not at every "to". Speed only: which phrases match does not depend on this list (the matcher's
 * tests compare it with trying every phrase at every token).
 */
export const COMMON_WORDS: readonly string[] = [
  // English
  ...["a", "an", "the", "i", "me", "my", "mine", "you", "your", "yours", "u", "ur", "he", "him", "his", "she", "her"],
  ...["it", "its", "we", "us", "our", "they", "them", "their", "this", "that", "these", "those", "there", "here"],
  ...["who", "what", "which", "when", "where", "why", "how", "all", "any", "some", "no", "not", "yes", "ok"],
  ...["and", "or", "but", "if", "so", "as", "than", "then", "too", "also", "just", "only", "very", "more", "now"],
  ...["to", "of", "in", "on", "at", "by", "for", "from", "with", "about", "into", "up", "out", "off", "over", "after"],
  ...["is", "are", "was", "were", "be", "been", "am", "m", "s", "t", "re", "ve", "ll", "d", "do", "does", "did", "don"],
  ...["have", "has", "had", "can", "will", "would", "could", "should", "get", "got", "go", "like", "know", "want"],
  ...["one", "good", "new", "right", "same", "something", "anyone", "everyone", "people", "time", "day", "hi", "hello"],
  // Russian
  ...["в", "во", "на", "с", "со", "к", "ко", "у", "о", "об", "от", "до", "по", "за", "из", "для", "без", "при", "про"],
  ...["и", "а", "но", "или", "да", "нет", "не", "ни", "же", "ли", "бы", "то", "что", "чтобы", "как", "так", "там"],
  ...["тут", "здесь", "где", "когда", "кто", "все", "всех", "весь", "это", "этот", "эта", "эти", "тот", "та"],
  ...["я", "мы", "ты", "вы", "он", "она", "оно", "они", "меня", "мне", "нас", "нам", "тебя", "тебе", "вас", "вам"],
  ...["его", "ее", "их", "мой", "моя", "мои", "наш", "ваш", "свой", "есть", "был", "была", "были", "будет", "уже"],
  ...["еще", "только", "очень", "можно", "нужно", "надо", "если", "вот", "просто", "сейчас"],
  // Ukrainian
  ...["і", "й", "та", "або", "але", "що", "як", "це", "цей", "ця", "ці", "ми", "ви", "він", "вона", "вони", "мені"],
  ...["тобі", "вам", "нам", "їх", "мій", "моя", "наш", "ваш", "є", "був", "була", "буде", "вже", "ще", "тільки"],
  ...["дуже", "можна", "треба", "якщо", "от", "зараз", "для", "від", "до", "по", "за", "із", "зі", "без", "при", "про"],
];
