// One voice per language (locales/STYLE.md): the words of the register a language does not use,
// and units written another language's way. Used by check-locales.mjs (the locale files) and the
// seed catalogue's test (product, category and banner texts).

type Rule = readonly [pattern: RegExp, why: string];

/** Per language, the patterns a text in that language must not match. */
export const bannedWords: Readonly<Record<string, readonly Rule[]>> = {
  // Indonesian speaks to the shopper as *kamu* (-mu), never the formal *Anda*; the shopper speaks
  // as *aku* (-ku), kamu's own pair, never *saya*.
  id: [
    [/\banda\b/i, 'Anda (the formal register): write kamu / -mu (locales/STYLE.md)'],
    [/\bsaya\b/i, 'saya (the formal first person): write aku / -ku (locales/STYLE.md)'],
  ],
  // Chinese addresses the shopper as 您, never 你 (迷你, "mini", is no pronoun); units in characters (200克, 1.5升), not "200 g".
  'zh-CN': [
    [/(?<!迷)你/u, '你 (the informal register): write 您 (locales/STYLE.md)'],
    [
      /\d\s*(?:g|kg|mg|ml|l|L|cm|mm)\b/u,
      'a Latin unit after a number: write 克, 千克, 毫克, 毫升, 升, 厘米, 毫米 (locales/STYLE.md)',
    ],
  ],
};

/** The problems of one text in `language`, each naming `where`. */
export function voiceProblems(language: string, where: string, text: string): string[] {
  return (bannedWords[language] ?? [])
    .filter(([pattern]) => pattern.test(text))
    .map(([, why]) => `${where}: ${why}`);
}
