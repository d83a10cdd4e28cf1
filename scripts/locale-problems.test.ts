import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGlossary, readGlossary, readableText } from './locale-glossary.ts';
import { localeProblems, type LocaleFiles } from './locale-problems.ts';

const readLocale = (name: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(new URL(`../locales/${name}.json`, import.meta.url), 'utf8'));

// The committed files as the check reads them; en.json stands for what the source says (the
// check's own run compares the two).
function committedFiles(): LocaleFiles {
  const en = readLocale('en');
  return {
    extracted: en,
    en,
    translations: { id: readLocale('id'), 'zh-CN': readLocale('zh-CN') },
    glossary: readGlossary(),
  };
}

/** The committed files with one value of one language replaced. */
function planted(language: 'en' | 'id' | 'zh-CN', id: string, value: string): LocaleFiles {
  const files = committedFiles();
  if (language === 'en')
    return { ...files, en: { ...files.en, [id]: value }, extracted: { ...files.en, [id]: value } };
  return {
    ...files,
    translations: { ...files.translations, [language]: { ...files.translations[language], [id]: value } },
  };
}

describe('the locale check', () => {
  it('passes the committed files', () => {
    expect(localeProblems(committedFiles())).toEqual([]);
  });

  it.each([
    [
      'id',
      'afterSales.apply.amountHeading',
      'Refund',
      /id\.json afterSales\.apply\.amountHeading: "refund" for refund/,
    ],
    [
      'id',
      'refundSettings.unlink.body',
      'Dana yang di-refund tidak masuk ke sini lagi.',
      /"refund" for refund/,
    ],
    ['id', 'me.coins', 'Poin', /"poin" for coins/],
    ['id', 'checkout.kind.counter', 'Bayar di gerai (cash tag)', /"cash tag" for pay at a store/],
    ['id', 'address.field.phone', 'Nomor telepon', /"nomor telepon" for phone number/],
    ['zh-CN', 'pages.faqs.payment.a1', '可以使用货到付款或 cash tag 付款。', /"cash tag" for pay at a store/],
    ['zh-CN', 'me.coins', '积分', /zh-CN\.json me\.coins: "积分" for coins/],
    ['zh-CN', 'pages.refundPolicy.progress.item1', '待审核：商家正在审核您的申请。', /"商家" for seller/],
    [
      'en',
      'vouchers.condition.stackable',
      'Stackable',
      /en\.json vouchers\.condition\.stackable: "stackable"/,
    ],
    ['en', 'layout.sideMenu.coupons', 'Coupons', /"coupons" for voucher/],
  ] as const)('fails on a planted %s value: %s = %s', (language, id, value, problem) => {
    const problems = localeProblems(planted(language, id, value));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('fails on the formal first person in Indonesian (STYLE.md: aku, never saya)', () => {
    expect(localeProblems(planted('id', 'checkout.havePaid', 'Saya sudah bayar'))).toEqual([
      'id.json checkout.havePaid: saya (the formal first person): write aku / -ku (locales/STYLE.md)',
    ]);
  });

  it('reads only what the shopper reads: placeholders, tag names and select keys are not words', () => {
    const text = readableText(
      'Kebijakan <refund>Pengembalian</refund> {points, number} {refund, select, refund {dana} other {x}}',
    );
    expect(text.replace(/\s+/g, ' ')).toBe('Kebijakan Pengembalian dana x');
    // en.json's me.coinsBalance is "{points, number} coins": "points" is a placeholder there.
    expect(localeProblems(planted('en', 'me.coinsBalance', '{points, number} coins'))).toEqual([]);
  });

  it('leaves English errors.* to SPEC.md §8 (its "coupon"), and checks their translations', () => {
    expect(committedFiles().en['errors.1109003']).toMatch(/coupon/);
    expect(localeProblems(planted('id', 'errors.1109003', 'Kupon tidak ditemukan'))).toEqual([
      'id.json errors.1109003: "kupon" for voucher: write voucher, Voucherku (the wallet) (locales/GLOSSARY.md)',
    ]);
  });
});

describe('GLOSSARY.md', () => {
  it('has rules for each language of the shop', () => {
    const glossary = readGlossary();
    expect(Object.keys(glossary).sort()).toEqual(['en', 'id', 'zh-CN']);
    for (const rules of Object.values(glossary)) expect(rules.length).toBeGreaterThan(3);
  });

  it('matches a Latin word whole and a Chinese word anywhere', () => {
    const glossary = parseGlossary(
      '## Test `xx`\n\n| Term | Use | Never |\n| --- | --- | --- |\n| refund | dana | refund, 退钱 |\n',
    );
    const [latin, chinese] = glossary.xx!;
    expect(latin!.pattern.test('di-refund')).toBe(true);
    expect(latin!.pattern.test('Refund')).toBe(true);
    expect(latin!.pattern.test('refunded')).toBe(false);
    expect(chinese!.pattern.test('不退钱了')).toBe(true);
  });

  it('refuses a section without a language code or a row of another shape', () => {
    expect(() => parseGlossary('## Bahasa Indonesia\n')).toThrow(/names its code/);
    expect(() => parseGlossary('## Test `xx`\n| a | b |\n')).toThrow(/three cells/);
  });
});
