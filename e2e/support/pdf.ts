/**
 * Reads a downloaded PDF back the way a reader does (the same reading as the server tests'
 * apps/server/src/test/read-pdf.ts; the apps share no files): pdf.js for the title, language, text in
 * content order and structure tree, and every embedded image decoded by pdf.js and handed to jsQR.
 */
import jsqr from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  title: string | undefined;
  language: string | undefined;
  pages: number;
  /** The text items of every page in content order, empty ones left out. */
  texts: string[];
  /** The structure tree's roles in reading order (depth first), e.g. Document, H1, P, Figure. */
  roles: string[];
  /** The alternative texts of the structure's figures. */
  alts: string[];
  /** What each embedded image decodes to as a QR code (null: no QR code in it). */
  qrCodes: (string | null)[];
}

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

interface DecodedImage {
  width: number;
  height: number;
  data?: Uint8Array | Uint8ClampedArray;
}

function walk(node: StructNode | null, roles: string[], alts: string[]) {
  if (!node) return;
  if (node.role && node.role !== 'Root') roles.push(node.role);
  if (node.alt) alts.push(node.alt);
  for (const child of node.children ?? []) walk(child, roles, alts);
}

function toRgba(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const data = image.data ?? new Uint8Array();
  const perPixel = data.length / pixels;
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let p = 0; p < pixels; p++) {
    for (let c = 0; c < 3; c++) rgba[p * 4 + c] = data[perPixel === 1 ? p : p * perPixel + c] ?? 0;
    rgba[p * 4 + 3] = 255;
  }
  return rgba;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    const texts: string[] = [];
    const roles: string[] = [];
    const alts: string[] = [];
    const qrCodes: (string | null)[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item && item.str.trim() !== '') texts.push(item.str);
      walk((await page.getStructTree()) as StructNode | null, roles, alts);
      const operators = await page.getOperatorList();
      for (let i = 0; i < operators.fnArray.length; i++) {
        if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
        const id = operators.argsArray[i][0] as string;
        const image = await new Promise<DecodedImage>((resolve) => page.objs.get(id, resolve));
        // jsqr is CommonJS: its function is also its module's `default`, which is what the types know.
        qrCodes.push(jsqr.default(toRgba(image), image.width, image.height)?.data ?? null);
      }
    }
    return { title: info.Title, language: info.Language, pages: pdf.numPages, texts, roles, alts, qrCodes };
  } finally {
    await pdf.destroy();
  }
}
