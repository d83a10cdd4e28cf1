import { describe, expect, it } from 'vitest';
import { isCompleteCode, ownerValue, pastedCode, readCode, typed, type CodeState } from './code-input-state';

const start: CodeState = { code: '', reported: [] };

describe('readCode', () => {
  it('keeps the digits of the field, first six', () => {
    expect(readCode('1a2')).toBe('12');
    expect(readCode('12345678')).toBe('123456');
    expect(readCode('')).toBe('');
  });

  it('reads full-width digits from a Chinese keyboard', () => {
    expect(readCode('１２３')).toBe('123');
  });
});

describe('pastedCode', () => {
  it('keeps the first six digits of a message', () => {
    expect(pastedCode('Kode Pasar Anda: 482-913-77. Jangan bagikan.')).toBe('482913');
  });
});

describe('typed and ownerValue', () => {
  it('keeps every digit while the owner hands back older codes', () => {
    // Three keystrokes before the owner has drawn the first one.
    let state = typed(typed(typed(start, '1'), '12'), '123');
    state = ownerValue(state, '1');
    expect(state.code).toBe('123');
    state = ownerValue(state, '12');
    expect(state.code).toBe('123');
    state = ownerValue(state, '123');
    expect(state).toEqual({ code: '123', reported: [] });
  });

  it('takes a code the owner sets itself: the code cleared after a wrong one', () => {
    let state = typed(start, '123456');
    state = ownerValue(state, '123456');
    state = ownerValue(state, '');
    expect(state).toEqual({ code: '', reported: [] });
  });

  it('takes the owner’s code when it reported none', () => {
    expect(ownerValue(start, '12a')).toEqual({ code: '12', reported: [] });
  });
});

describe('isCompleteCode', () => {
  it('is six digits', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
  });
});
