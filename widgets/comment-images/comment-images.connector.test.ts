// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_RULES } from '../../adapters/woodmart/comment-images';
import { sniffImageType, validateImages } from './comment-images.connector';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0]);
const file = (head: Uint8Array, size = 1000) => ({ head, size });

describe('comment images (spec §5: 3 files, 1 MB each, png/jpeg by content)', () => {
  it('sniffs the type from the bytes, not the name', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('accepts up to three png/jpeg files of exactly 1 MB', () => {
    expect(validateImages([file(PNG, 1048576), file(JPEG), file(JPEG)], DEFAULT_RULES)).toEqual([]);
    expect(validateImages([], DEFAULT_RULES)).toEqual([]);
  });

  it('refuses a fourth file, a byte over 1 MB, and a GIF whatever it is called', () => {
    expect(validateImages([file(PNG), file(PNG), file(PNG), file(PNG)], DEFAULT_RULES)).toEqual(['count']);
    expect(validateImages([file(PNG, 1048577)], DEFAULT_RULES)).toEqual(['size']);
    expect(validateImages([file(GIF)], DEFAULT_RULES)).toEqual(['mime']);
    expect(validateImages([file(GIF, 2097152), file(PNG), file(PNG), file(PNG)], DEFAULT_RULES)).toEqual(['count', 'size', 'mime']);
  });

  it('required (off by default) asks for at least one', () => {
    expect(validateImages([], { ...DEFAULT_RULES, required: true })).toEqual(['required']);
  });

  it('random bytes pass only when they start like a png or a jpeg', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 16 }), fc.nat({ max: 3 * 1048576 }), (head, size) => {
      const errors = validateImages([{ head, size }], DEFAULT_RULES);
      const type = sniffImageType(head);
      expect(errors.includes('mime')).toBe(type !== 'image/png' && type !== 'image/jpeg');
      expect(errors.includes('size')).toBe(size > 1048576);
    }));
  });
});
