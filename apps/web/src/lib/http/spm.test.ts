import { describe, expect, it } from 'vitest';
import { rememberSpm } from './spm';

describe('rememberSpm', () => {
  it('stores a well-formed spm code from the entry query and ignores anything else', () => {
    rememberSpm('?uid=2&spm=Ab3_x-9Z');
    expect(localStorage.getItem('spm')).toBe('Ab3_x-9Z');
    rememberSpm('?spm=<script>');
    expect(localStorage.getItem('spm')).toBe('Ab3_x-9Z');
    rememberSpm('?other=1');
    expect(localStorage.getItem('spm')).toBe('Ab3_x-9Z');
  });
});
