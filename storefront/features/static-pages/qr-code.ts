// A small QR Code encoder (ISO/IEC 18004, model 2): byte mode, error correction level M,
// versions 1–10 (up to 213 bytes, plenty for a store link). Pure, no DOM.
// Decision: written here rather than adding a QR package, for two placeholder store links;
// qr-code.test.ts pins it to the standard's known values, and its output was checked to
// decode with zbarimg (see the report of the static-pages work).

/** Error correction level M (recovers ~15% damage): format bits 00. */
const formatBitsM = 0;
/** Level M, versions 1–10: error-correction codewords per block, and number of blocks. */
const eccPerBlock = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26] as const;
const blockCount = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5] as const;
const maxVersion = 10;

// ---- GF(256) arithmetic with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d) ----

function gfMultiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    if ((b >>> bit) & 1) product ^= a;
  }
  return product & 0xff;
}

/** Coefficients (highest power first, leading 1 omitted) of ∏ (x − α^i), i < degree. */
export function reedSolomonGenerator(degree: number): number[] {
  const coefficients = new Array<number>(degree).fill(0);
  coefficients[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      coefficients[j] = gfMultiply(coefficients[j]!, root);
      if (j + 1 < degree) coefficients[j]! ^= coefficients[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return coefficients;
}

/** The error-correction codewords: the remainder of data · x^n divided by the generator. */
export function reedSolomonRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const remainder = generator.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    generator.forEach((coefficient, i) => {
      remainder[i]! ^= gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}

// ---- Sizes ----

function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

function dataCodewords(version: number): number {
  return Math.floor(rawDataModules(version) / 8) - eccPerBlock[version]! * blockCount[version]!;
}

/** Centre coordinates of the alignment patterns along one axis. */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let position = version * 4 + 10; positions.length < count; position -= step)
    positions.splice(1, 0, position);
  return positions;
}

// ---- BCH-protected format and version information ----

/** 15 format bits for level M and the mask: BCH(15,5), generator 0x537, XOR 0x5412. */
export function formatBits(mask: number): number {
  const data = (formatBitsM << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** 18 version bits (versions 7 and up): BCH(18,6), generator 0x1f25. */
export function versionBits(version: number): number {
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | remainder;
}

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

// ---- Codewords ----

function bitStream(bytes: Uint8Array, version: number): number[] {
  const capacity = dataCodewords(version) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4); // byte mode
  push(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity - bits.length)); // terminator
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  return codewords;
}

/** Splits the data into blocks, appends each block's error correction, and interleaves. */
function interleaved(data: readonly number[], version: number): number[] {
  const blocks = blockCount[version]!;
  const eccLength = eccPerBlock[version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (rawCodewords % blocks);
  const shortDataLength = Math.floor(rawCodewords / blocks) - eccLength;
  const generator = reedSolomonGenerator(eccLength);
  const dataBlocks: number[][] = [];
  const eccBlocks: number[][] = [];
  for (let i = 0, offset = 0; i < blocks; i++) {
    const length = shortDataLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    dataBlocks.push(block);
    eccBlocks.push(reedSolomonRemainder(block, generator));
  }
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i++)
    for (const block of dataBlocks) if (i < block.length) result.push(block[i]!);
  for (let i = 0; i < eccLength; i++) for (const block of eccBlocks) result.push(block[i]!);
  return result;
}

// ---- Matrix ----

type Grid = boolean[][];

const masks: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Matrix {
  readonly size: number;
  readonly dark: Grid;
  readonly reserved: Grid;

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.dark = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.drawFunctionPatterns();
  }

  /** Sets a function module (x = column, y = row). */
  private set(x: number, y: number, dark: boolean) {
    this.dark[y]![x] = dark;
    this.reserved[y]![x] = true;
  }

  private drawFunctionPatterns() {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    // Finder patterns with their light separators.
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          if (x < 0 || y < 0 || x >= size || y >= size) continue;
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          this.set(x, y, ring !== 2 && ring !== 4);
        }
      }
    }
    // Alignment patterns, except where they would overlap a finder.
    const positions = alignmentPositions(this.version);
    const last = positions.length - 1;
    positions.forEach((cy, row) => {
      positions.forEach((cx, column) => {
        if ((row === 0 && column === 0) || (row === 0 && column === last) || (row === last && column === 0))
          return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++)
            this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    this.drawFormat(0); // reserves the format areas; redrawn with the chosen mask
    if (this.version >= 7) {
      const bits = versionBits(this.version);
      for (let i = 0; i < 18; i++) {
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, bit(bits, i));
        this.set(b, a, bit(bits, i));
      }
    }
  }

  drawFormat(mask: number) {
    const { size } = this;
    const bits = formatBits(mask);
    // First copy, around the top-left finder.
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(bits, i));
    this.set(8, 7, bit(bits, 6));
    this.set(8, 8, bit(bits, 7));
    this.set(7, 8, bit(bits, 8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(bits, i));
    // Second copy, split between the top-right and bottom-left finders.
    for (let i = 0; i < 8; i++) this.set(size - 1 - i, 8, bit(bits, i));
    for (let i = 8; i < 15; i++) this.set(8, size - 15 + i, bit(bits, i));
    this.set(8, size - 8, true); // the dark module
  }

  /** Places the codewords in the two-column zigzag, from the bottom-right corner. */
  drawCodewords(codewords: readonly number[]) {
    const { size } = this;
    let index = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // skip the vertical timing pattern
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < size; step++) {
        const y = upward ? size - 1 - step : step;
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          if (this.reserved[y]![x]) continue;
          if (index < codewords.length * 8) {
            this.dark[y]![x] = bit(codewords[index >>> 3]!, 7 - (index & 7));
            index++;
          }
        }
      }
    }
  }

  applyMask(mask: number) {
    const test = masks[mask]!;
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++)
        if (!this.reserved[y]![x] && test(x, y)) this.dark[y]![x] = !this.dark[y]![x];
    }
  }

  /** The standard's penalty score; the mask with the lowest one is used. */
  penalty(): number {
    const { size, dark } = this;
    let score = 0;
    const lines: boolean[][] = [];
    for (let i = 0; i < size; i++) {
      lines.push(dark[i]!);
      lines.push(dark.map((row) => row[i]!));
    }
    const finderLike = [true, false, true, true, true, false, true];
    for (const line of lines) {
      // N1: runs of five or more modules of one colour.
      let run = 1;
      for (let i = 1; i <= size; i++) {
        if (i < size && line[i] === line[i - 1]) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      // N3: 1:1:3:1:1 finder-like patterns with four light modules on one side.
      for (let i = 0; i + 7 <= size; i++) {
        if (!finderLike.every((value, k) => line[i + k] === value)) continue;
        const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || !line[i - k]);
        const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= size || !line[i + 7 + k]);
        if (lightBefore || lightAfter) score += 40;
      }
    }
    // N2: 2×2 blocks of one colour.
    for (let y = 0; y + 1 < size; y++) {
      for (let x = 0; x + 1 < size; x++) {
        const c = dark[y]![x];
        if (c === dark[y]![x + 1] && c === dark[y + 1]![x] && c === dark[y + 1]![x + 1]) score += 3;
      }
    }
    // N4: distance of the dark share from 50%, in steps of 5%.
    const darkCount = dark.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
    const total = size * size;
    score += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
    return score;
  }
}

/**
 * The QR symbol for `text` (UTF-8), as rows of dark (true) and light modules, quiet zone
 * excluded. The mask is chosen by the standard's penalty score unless `mask` (0–7) is given.
 */
export function encodeQr(text: string, options: { mask?: number } = {}): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= maxVersion && 4 + (version <= 9 ? 8 : 16) + bytes.length * 8 > dataCodewords(version) * 8)
    version++;
  if (version > maxVersion)
    throw new RangeError(`QR: ${bytes.length} bytes is more than version ${maxVersion}-M holds`);

  const codewords = interleaved(bitStream(bytes, version), version);
  let best: { score: number; grid: Grid } | undefined;
  const candidates = options.mask === undefined ? masks.map((_, mask) => mask) : [options.mask];
  for (const mask of candidates) {
    const matrix = new Matrix(version);
    matrix.drawCodewords(codewords);
    matrix.applyMask(mask);
    matrix.drawFormat(mask);
    const score = matrix.penalty();
    if (!best || score < best.score) best = { score, grid: matrix.dark };
  }
  return best!.grid;
}
