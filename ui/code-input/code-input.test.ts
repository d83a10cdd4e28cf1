import { describe, expect, it } from 'vitest';
import {
  applyBackspace,
  applyInput,
  applyPaste,
  incomingDigits,
  isComplete,
  joinDigits,
  toDigits,
} from './code-input-state';

const empty = () => toDigits('');

describe('toDigits', () => {
  it('keeps digits only, padded to six boxes', () => {
    expect(toDigits('1a2')).toEqual(['1', '2', '', '', '', '']);
    expect(toDigits('12345678')).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('applyInput', () => {
  it('fills the box and advances to the next one', () => {
    const move = applyInput(empty(), 0, '4');
    expect(joinDigits(move.digits)).toBe('4');
    expect(move.focus).toBe(1);
  });

  it('stays on the last box once it is filled', () => {
    const move = applyInput(toDigits('12345'), 5, '6');
    expect(joinDigits(move.digits)).toBe('123456');
    expect(move.focus).toBe(5);
  });

  it('ignores letters and symbols', () => {
    const before = toDigits('12');
    const move = applyInput(before, 2, 'a');
    expect(move.digits).toBe(before);
    expect(move.focus).toBe(2);
  });

  it('replaces the digit of a filled box whichever side of it the caret was', () => {
    expect(joinDigits(applyInput(toDigits('123'), 1, '25').digits)).toBe('153');
    expect(joinDigits(applyInput(toDigits('123'), 1, '52').digits)).toBe('153');
    expect(joinDigits(applyInput(toDigits('123'), 1, '22').digits)).toBe('123');
  });

  it('spills several digits into the following boxes', () => {
    const move = applyInput(empty(), 2, '789');
    expect(move.digits).toEqual(['', '', '7', '8', '9', '']);
    expect(move.focus).toBe(5);
  });

  it('treats a whole code in one box (SMS autofill) as the code', () => {
    const move = applyInput(toDigits('9'), 3, '123456');
    expect(joinDigits(move.digits)).toBe('123456');
  });

  it('clears the box on an empty value without moving', () => {
    const move = applyInput(toDigits('123'), 1, '');
    expect(move.digits).toEqual(['1', '', '3', '', '', '']);
    expect(move.focus).toBe(1);
  });
});

describe('incomingDigits', () => {
  it('returns the typed digits of an empty box as they are', () => {
    expect(incomingDigits('', '7')).toBe('7');
    expect(incomingDigits('', 'x7')).toBe('7');
  });
});

describe('applyBackspace', () => {
  it('clears a filled box and stays', () => {
    const move = applyBackspace(toDigits('123'), 2);
    expect(joinDigits(move.digits)).toBe('12');
    expect(move.focus).toBe(2);
  });

  it('on an empty box moves back and clears the previous digit', () => {
    const move = applyBackspace(toDigits('123'), 3);
    expect(joinDigits(move.digits)).toBe('12');
    expect(move.focus).toBe(2);
  });

  it('stays on the first box', () => {
    const move = applyBackspace(empty(), 0);
    expect(move.focus).toBe(0);
  });
});

describe('applyPaste', () => {
  it('keeps the first six digits of whatever was pasted', () => {
    const move = applyPaste(empty(), 'Your Pasar code is 123-456-789.');
    expect(joinDigits(move.digits)).toBe('123456');
    expect(move.focus).toBe(5);
  });

  it('replaces the whole code, wherever the caret was', () => {
    const move = applyPaste(toDigits('999999'), '12');
    expect(move.digits).toEqual(['1', '2', '', '', '', '']);
    expect(move.focus).toBe(2);
  });

  it('accepts full-width digits from a Chinese IME', () => {
    expect(joinDigits(applyPaste(empty(), '１２３４５６').digits)).toBe('123456');
  });

  it('changes nothing when the text has no digits', () => {
    const before = toDigits('12');
    const move = applyPaste(before, 'hello');
    expect(move.digits).toBe(before);
    expect(move.focus).toBe(2);
  });
});

describe('isComplete', () => {
  it('is true only with six digits', () => {
    expect(isComplete(toDigits('12345'))).toBe(false);
    expect(isComplete(toDigits('123456'))).toBe(true);
  });
});
