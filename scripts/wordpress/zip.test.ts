// @vitest-environment node
// The plugin's zip (issue 25): what WordPress's "Upload Plugin" unpacks is what was put in, byte for
// byte, names in UTF-8 under the plugin's folder; a damaged file is refused, not installed half.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain-JS helper without type declarations
import { readZip, writeZip } from './zip.mjs';

type Entry = { name: string; data: Buffer };
const files: Entry[] = [
  { name: 'vitrin/vitrin.php', data: Buffer.from('<?php\n// ویترین\n'.repeat(50)) },
  { name: 'vitrin/assets/empty.css', data: Buffer.alloc(0) },
  { name: 'vitrin/assets/chunks/بایت.bin', data: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)) },
];

describe('plugin zip', () => {
  it('reads back every file as written, and the same files give the same zip', () => {
    const zip = writeZip(files) as Buffer;
    const back = readZip(zip) as Entry[];
    expect(back.map((f) => f.name)).toEqual(files.map((f) => f.name));
    back.forEach((f, i) => expect(f.data.equals(files[i]?.data ?? Buffer.alloc(1))).toBe(true));
    expect((writeZip(files) as Buffer).equals(zip)).toBe(true);
    expect(zip.length).toBeLessThan(files.reduce((n, f) => n + f.data.length, 0));
  });

  it('refuses a zip whose data was damaged', () => {
    const zip = writeZip([{ name: 'vitrin/a.txt', data: Buffer.from('a'.repeat(1000)) }]) as Buffer;
    const damaged = Buffer.from(zip);
    const dataAt = 30 + 'vitrin/a.txt'.length + 2; // past the local header and the file name
    damaged[dataAt] = (damaged[dataAt] ?? 0) ^ 0xff;
    expect(() => readZip(damaged)).toThrow();
  });
});
