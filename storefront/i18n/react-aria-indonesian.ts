/**
 * react-aria's own words in Indonesian, which react-aria does not ship (it has en-US and zh-CN but
 * no id-ID): "Dismiss" on every popover and dialog, "Clear search", the toast region, the date
 * picker's field names, the combo box's announcements. scripts/react-aria-indonesian.ts adds each
 * package's set to that package's string table at build time, so I18nProvider locale="id" picks
 * them the way it picks zh-CN's (the language match falls from "id" to "id-ID").
 *
 * Keys and arguments mirror react-aria's en-US strings (node_modules/react-aria/i18n/en-US.mjs);
 * react-aria-indonesian.test.ts fails when a package here lacks a key en-US has. Indonesian has no
 * grammatical plural, so counts need only the number. Voice: locales/STYLE.md.
 */

type Args = Record<string, string | number | boolean>;
/** The part of react-aria's LocalizedStringFormatter a string function may use. */
interface Formatter {
  number(value: number): string;
  plural(count: number, options: Record<string, string | (() => string)>): string;
}
export type AriaString = string | ((args: Args, formatter: Formatter) => string);

const count = (args: Args, formatter: Formatter, key: string) => formatter.number(Number(args[key]));

export const reactAriaIndonesian: Readonly<Record<string, Readonly<Record<string, AriaString>>>> = {
  '@react-aria/autocomplete': { collectionLabel: 'Saran' },
  '@react-aria/breadcrumbs': { breadcrumbs: 'Jejak navigasi' },
  '@react-aria/calendar': {
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    selectedDateDescription: (e) => `Tanggal terpilih: ${e.date}`,
    selectedRangeDescription: (e) => `Rentang terpilih: ${e.dateRange}`,
    todayDate: (e) => `Hari ini, ${e.date}`,
    todayDateSelected: (e) => `Hari ini, ${e.date} dipilih`,
    dateSelected: (e) => `${e.date} dipilih`,
    startRangeSelectionPrompt: 'Klik untuk mulai memilih rentang tanggal',
    finishRangeSelectionPrompt: 'Klik untuk selesai memilih rentang tanggal',
    minimumDate: 'Tanggal pertama yang tersedia',
    maximumDate: 'Tanggal terakhir yang tersedia',
    dateRange: (e) => `${e.startDate} sampai ${e.endDate}`,
  },
  '@react-aria/combobox': {
    focusAnnouncement: (e, t) =>
      `${e.isGroupChange ? `Masuk ke grup ${e.groupTitle}, dengan ${count(e, t, 'groupCount')} opsi. ` : ''}${e.optionText}${e.isSelected ? ', dipilih' : ''}`,
    countAnnouncement: (e, t) => `${count(e, t, 'optionCount')} opsi tersedia.`,
    selectedAnnouncement: (e) => `${e.optionText}, dipilih`,
    buttonLabel: 'Tampilkan saran',
    listboxLabel: 'Saran',
  },
  '@react-aria/datepicker': {
    era: 'era',
    year: 'tahun',
    month: 'bulan',
    day: 'hari',
    hour: 'jam',
    minute: 'menit',
    second: 'detik',
    dayPeriod: 'AM/PM',
    calendar: 'Kalender',
    startDate: 'Tanggal mulai',
    endDate: 'Tanggal akhir',
    weekday: 'hari dalam seminggu',
    timeZoneName: 'zona waktu',
    selectedDateDescription: (e) => `Tanggal terpilih: ${e.date}`,
    selectedRangeDescription: (e) => `Rentang terpilih: ${e.startDate} sampai ${e.endDate}`,
    selectedTimeDescription: (e) => `Waktu terpilih: ${e.time}`,
  },
  '@react-stately/datepicker': {
    rangeUnderflow: (e) => `Tanggal harus ${e.minValue} atau sesudahnya.`,
    rangeOverflow: (e) => `Tanggal harus ${e.maxValue} atau sebelumnya.`,
    rangeReversed: 'Tanggal mulai harus sebelum tanggal akhir.',
    unavailableDate: 'Tanggal yang dipilih tidak tersedia.',
  },
  '@react-aria/grid': {
    deselectedItem: (e) => `${e.item} tidak dipilih.`,
    select: 'Pilih',
    selectedCount: (e, t) =>
      `${t.plural(Number(e.count), { '=0': 'Tidak ada item yang dipilih', other: () => `${count(e, t, 'count')} item dipilih` })}.`,
    selectedAll: 'Semua item dipilih.',
    selectedItem: (e) => `${e.item} dipilih.`,
    longPressToSelect: 'Tekan lama untuk masuk ke mode pilih.',
  },
  '@react-aria/gridlist': {
    hasActionAnnouncement: 'baris memiliki tindakan',
    hasLinkAnnouncement: (e) => `baris memiliki tautan: ${e.link}`,
  },
  '@react-aria/menu': { longPressMessage: 'Tekan lama atau tekan Alt + Panah Bawah untuk membuka menu' },
  '@react-aria/numberfield': {
    decrease: (e) => `Kurangi ${e.fieldLabel}`,
    increase: (e) => `Tambah ${e.fieldLabel}`,
    numberField: 'Kolom angka',
  },
  '@react-aria/overlays': { dismiss: 'Tutup' },
  '@react-aria/previewtrigger': { longPressMessage: 'Tekan lama untuk membuka pratinjau' },
  '@react-aria/searchfield': { 'Clear search': 'Hapus pencarian' },
  '@react-aria/spinbutton': { Empty: 'Kosong' },
  '@react-aria/tag': { removeDescription: 'Tekan Delete untuk menghapus tag.', removeButtonLabel: 'Hapus' },
  '@react-aria/toast': {
    close: 'Tutup',
    notifications: (e, t) => `${count(e, t, 'count')} notifikasi.`,
  },
  'react-aria-components': {
    selectPlaceholder: 'Pilih item',
    tableResizer: 'Pengubah ukuran',
    dropzoneLabel: 'Area lepas',
    colorSwatchPicker: 'Contoh warna',
  },
};
