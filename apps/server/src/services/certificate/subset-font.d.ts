/** subset-font ships no types; this is the one call the certificate uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[]; dropTables?: string[] },
  ): Promise<Buffer>;
}
