/**
 * The proof of a permit as a tagged PDF (pdfkit): title and language in the document, every text in a
 * structure element in reading order (H1, P, H2), the logo and the QR code as figures with alternative
 * text, so a screen reader's text extraction reads it top to bottom. The QR code is an embedded PNG
 * (qrcode), read back from the PDF's bytes by the tests.
 */
import { formatDisplayDate, type Locale } from '@parkeerloket/contract';
import QRCode from 'qrcode';
import { translate } from '../http/messages.js';
import { PDF_MARGIN, startTaggedPdf } from '../http/pdf-document.js';
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

export async function renderPermitProof(facts: ProofFacts): Promise<Uint8Array> {
  const t = (key: string, values?: Record<string, string | number>) => translate(facts.locale, key, values);
  const title = t('permit_proof.pdf.title');
  const pdf = startTaggedPdf({
    locale: facts.locale,
    title: `${title} ${groupedCode(facts.permitNumber)}`,
    subject: title,
    author: facts.municipality,
  });
  const { doc, root, left, field, paragraph } = pdf;

  if (facts.logo && /^image\/(png|jpeg)$/.test(facts.logo.contentType)) {
    const logo = Buffer.from(facts.logo.data);
    root.add(
      doc.struct('Figure', { alt: t('permit_proof.pdf.logo_alt', { name: facts.municipality }) }, () => {
        doc.image(logo, left, PDF_MARGIN, { fit: [160, 56] });
      }),
    );
    doc.y = PDF_MARGIN + 64;
  }
  paragraph(facts.municipality, { bold: true, size: 13 });
  paragraph(title, { bold: true, size: 20, gap: 8, role: 'H1' });
  doc.moveDown(0.5);

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
  paragraph(t('permit_proof.pdf.check_heading'), { bold: true, size: 14, role: 'H2' });
  paragraph(t('permit_proof.pdf.check_text'), { gap: 4 });
  const qr = await QRCode.toBuffer(facts.verifyUrl, { errorCorrectionLevel: 'M', margin: 4, scale: 4 });
  const qrTop = doc.y + 8;
  root.add(
    doc.struct('Figure', { alt: t('permit_proof.pdf.qr_alt') }, () => {
      doc.image(qr, left, qrTop, { width: 140, height: 140 });
    }),
  );
  doc.y = qrTop + 148;
  field(t('permit_proof.pdf.code'), groupedCode(facts.proofCode));
  paragraph(facts.verifyUrl, { size: 10, gap: 4 });
  paragraph(t('permit_proof.pdf.made_on', { moment: formatDisplayDate(facts.madeAt, true) }), { size: 9, gap: 12 });
  return pdf.finish();
}
