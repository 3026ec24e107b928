/**
 * The portal's PDFs (the permit's proof, the payment receipt) as tagged documents made with pdfkit: the
 * document's title and language, a Document structure element that every text joins in reading order,
 * and label–value rows, so a screen reader's text extraction reads them top to bottom. Each PDF adds its
 * own content; this is the plumbing they share.
 */
import type { Locale } from '@parkeerloket/contract';
import { languageOf } from '@parkeerloket/translations';
import PDFDocument from 'pdfkit';

export const PDF_MARGIN = 56;
const LABEL_WIDTH = 150;

export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  /** The Document structure element; every text and figure joins it in reading order. */
  root: PDFKit.PDFStructureElement;
  /** The left edge and the width of the text column. */
  left: number;
  width: number;
  /** A paragraph: `text` in the font and size given, at the current position (plus `gap`). */
  paragraph(text: string, options?: { bold?: boolean; size?: number; gap?: number; role?: 'P' | 'H1' | 'H2' }): void;
  /** A label and its value on one row (the label bold, the value beside it), as one paragraph. */
  field(label: string, value: string): void;
  /** Ends the structure and the document; answers its bytes. */
  finish(): Promise<Uint8Array>;
}

export function startTaggedPdf(options: { locale: Locale; title: string; subject: string; author: string }): TaggedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: languageOf(options.locale) === 'nl' ? 'nl-NL' : 'en-GB',
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Subject: options.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const left = PDF_MARGIN;
  const width = doc.page.width - 2 * PDF_MARGIN;
  return {
    doc,
    root,
    left,
    width,
    paragraph(text, { bold = false, size = 11, gap = 0, role = 'P' } = {}) {
      root.add(
        doc.struct(role, {}, () =>
          doc
            .font(bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(size)
            .text(text, left, doc.y + gap, { width }),
        ),
      );
    },
    field(label, value) {
      const y = doc.y + 4;
      root.add(
        doc.struct('P', {}, () => {
          doc
            .font('Helvetica-Bold')
            .fontSize(11)
            .text(`${label}:`, left, y, { width: LABEL_WIDTH - 8 });
          const labelBottom = doc.y;
          doc.font('Helvetica').text(value, left + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
          doc.y = Math.max(doc.y, labelBottom);
        }),
      );
    },
    finish() {
      root.end();
      doc.end();
      return bytes;
    },
  };
}
