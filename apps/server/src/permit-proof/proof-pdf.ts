/**
 * The proof of a permit as a tagged PDF (pdfkit): title and language in the document, every text in a
 * structure element in reading order (H1, P, H2), the logo and the QR code as figures with alternative
 * text, so a screen reader's text extraction reads it top to bottom. The QR code is an embedded PNG
 * (qrcode), read back from the PDF's bytes by the tests.
 */
import { formatDisplayDate, type Locale } from '@parkeerloket/contract';
import { languageOf } from '@parkeerloket/translations';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { translate } from '../http/messages.js';
import { groupedCode, validWeekdays } from './proof-rules.js';

export interface ProofFacts {
  locale: Locale;
  municipality: string;
  /** PNG or JPEG; another type is left out (pdfkit embeds only these). */
  logo?: { data: Uint8Array; contentType: string } | undefined;
  holder: string;
  /** A company's branch (its description), when the session chose one. */
  branch: string | null;
  permitNumber: string;
  product: string;
  area: string;
  location: string | null;
  plates: readonly string[];
  /** requests.valid_days: '' for every day. */
  validDays: string;
  validFrom: string;
  /** The last valid day (a planned termination counts); null when open-ended. */
  lastDay: string | null;
  proofCode: string;
  verifyUrl: string;
  /** The moment it was made, in Europe/Amsterdam (YYYY-MM-DDTHH:mm:ss). */
  madeAt: string;
}

const MARGIN = 56;
const LABEL_WIDTH = 150;

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

export async function renderPermitProof(facts: ProofFacts): Promise<Uint8Array> {
  const t = (key: string, values?: Record<string, string | number>) => translate(facts.locale, key, values);
  const title = t('permit_proof.pdf.title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: languageOf(facts.locale) === 'nl' ? 'nl-NL' : 'en-GB',
    displayTitle: true,
    info: { Title: `${title} ${groupedCode(facts.permitNumber)}`, Author: facts.municipality, Subject: title },
  });
  const bytes = collect(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  if (facts.logo && /^image\/(png|jpeg)$/.test(facts.logo.contentType)) {
    const logo = Buffer.from(facts.logo.data);
    root.add(
      doc.struct('Figure', { alt: t('permit_proof.pdf.logo_alt', { name: facts.municipality }) }, () => {
        doc.image(logo, left, MARGIN, { fit: [160, 56] });
      }),
    );
    doc.y = MARGIN + 64;
  }
  root.add(doc.struct('P', {}, () => doc.font('Helvetica-Bold').fontSize(13).text(facts.municipality, left, doc.y)));
  root.add(
    doc.struct('H1', {}, () =>
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .text(title, left, doc.y + 8, { width }),
    ),
  );
  doc.moveDown(0.5);

  const field = (label: string, value: string) => {
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
  };
  const days = validWeekdays(facts.validDays);
  field(t('permit_proof.pdf.holder'), facts.holder);
  if (facts.branch) field(t('permit_proof.pdf.branch'), facts.branch);
  field(t('permit_proof.pdf.permit_number'), groupedCode(facts.permitNumber));
  field(t('permit_proof.pdf.product'), facts.product);
  field(t('permit_proof.pdf.area'), facts.area);
  if (facts.location) field(t('permit_proof.pdf.location'), facts.location);
  field(
    t('permit_proof.pdf.plates'),
    facts.plates.length > 0 ? facts.plates.join(', ') : t('permit_proof.pdf.no_plates'),
  );
  field(
    t('permit_proof.pdf.valid_days'),
    days.length === 7 ? t('permit_proof.pdf.every_day') : days.map((day) => t(`request_flow.day.${day}`)).join(', '),
  );
  field(
    t('permit_proof.pdf.validity'),
    facts.lastDay === null
      ? t('permit_proof.pdf.valid_from', { from: formatDisplayDate(facts.validFrom) })
      : t('permit_proof.pdf.valid_from_to', {
          from: formatDisplayDate(facts.validFrom),
          to: formatDisplayDate(facts.lastDay),
        }),
  );

  doc.moveDown(1);
  root.add(
    doc.struct('H2', {}, () => doc.font('Helvetica-Bold').fontSize(14).text(t('permit_proof.pdf.check_heading'), left)),
  );
  root.add(
    doc.struct('P', {}, () =>
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(t('permit_proof.pdf.check_text'), left, doc.y + 4, { width }),
    ),
  );
  const qr = await QRCode.toBuffer(facts.verifyUrl, { errorCorrectionLevel: 'M', margin: 4, scale: 4 });
  const qrTop = doc.y + 8;
  root.add(
    doc.struct('Figure', { alt: t('permit_proof.pdf.qr_alt') }, () => {
      doc.image(qr, left, qrTop, { width: 140, height: 140 });
    }),
  );
  doc.y = qrTop + 148;
  field(t('permit_proof.pdf.code'), groupedCode(facts.proofCode));
  root.add(
    doc.struct('P', {}, () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(facts.verifyUrl, left, doc.y + 4, { width }),
    ),
  );
  root.add(
    doc.struct('P', {}, () =>
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(t('permit_proof.pdf.made_on', { moment: formatDisplayDate(facts.madeAt, true) }), left, doc.y + 12, {
          width,
        }),
    ),
  );
  root.end();
  doc.end();
  return bytes;
}
