import {
  type DocumentRequirement,
  isPlateDocument,
  isRejectedDocument,
  orderRequirements,
  plateLabel,
  type UploadedDocument,
} from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../lib/api-client';
import {
  allRequirementsMet,
  cameraFileName,
  canDeleteUploaded,
  canUploadMore,
  checkUploadFile,
  countingDocuments,
  documentFileName,
  FULL_SCREEN_PHOTO_NAME,
  rejectionTexts,
  requirementMet,
  type SessionUpload,
  safeReturnPath,
  shownDocuments,
  singleFile,
  uploadDve,
  uploadOutcome,
  uploadProblemText,
  viewerMimeType,
  viewerMode,
} from './upload-rules';

const MB = 1_048_576;

function file(name: string, type = '', size = 10) {
  return { name, type, size };
}

function uploaded(id: number, extra: Partial<UploadedDocument> = {}): UploadedDocument {
  return { ID: id, FILENAME: `doc-${id}.pdf`, STATUS_LEVEL: 1, STATUS_REASON_CODE: null, ...extra };
}

function requirement(extra: Partial<DocumentRequirement> = {}): DocumentRequirement {
  return {
    RPG_ID: 7,
    DOC_TYPE_CODE: 'KENT',
    DOC_TYPE_DESCRIPTION: 'Kentekenbewijs',
    DISPLAY_DVE: null,
    DETAIL_VALUE: null,
    MAX_DOCUMENTS: 2,
    MIN_STATUS_LEVEL: 1,
    DOWNLOAD_DOC: null,
    UPLOADED_DOCUMENTS: [],
    ...extra,
  };
}

function sessionUpload(id: number, rpgId = 7, name = `new-${id}.png`): SessionUpload {
  return { UPLOAD_FILE_ID: id, RPG_ID: rpgId, file: new File(['x'], name, { type: 'image/png' }) };
}

describe('checkUploadFile', () => {
  it('takes PDF, JPEG (image/jpeg and image/jpg), PNG, DOC and DOCX', () => {
    expect(checkUploadFile(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(checkUploadFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkUploadFile(file('a.jpeg', 'image/jpg'))).toBeNull();
    expect(checkUploadFile(file('a.JPG', 'IMAGE/JPEG'))).toBeNull();
    expect(checkUploadFile(file('a.png', 'image/png'))).toBeNull();
    expect(checkUploadFile(file('a.doc', 'application/msword'))).toBeNull();
    expect(
      checkUploadFile(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBeNull();
  });

  it('lets the extension decide when the browser gives no type or a generic one', () => {
    expect(checkUploadFile(file('a.docx', ''))).toBeNull();
    expect(checkUploadFile(file('a.doc', 'application/octet-stream'))).toBeNull();
    expect(checkUploadFile(file('a.rtf', ''))).toEqual({ code: 'file_type_not_allowed' });
  });

  it('refuses a type or an extension outside the list, and RTF (DECISIONS 1)', () => {
    expect(checkUploadFile(file('a.rtf', 'application/rtf'))).toEqual({ code: 'file_type_not_allowed' });
    expect(checkUploadFile(file('a.gif', 'image/gif'))).toEqual({ code: 'file_type_not_allowed' });
    expect(checkUploadFile(file('a.exe', 'application/x-msdownload'))).toEqual({ code: 'file_type_not_allowed' });
    // Both must agree: an allowed extension with a foreign type, and an allowed type without an extension.
    expect(checkUploadFile(file('a.pdf', 'text/html'))).toEqual({ code: 'file_type_not_allowed' });
    expect(checkUploadFile(file('scan', 'application/pdf'))).toEqual({ code: 'file_type_not_allowed' });
  });

  it('takes at most MAX_UPLOAD_MB × 1,048,576 bytes, 3 MB by default', () => {
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 3 * MB))).toBeNull();
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 3 * MB + 1))).toEqual({
      code: 'file_too_large',
      maxMb: 3,
    });
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 5 * MB), 5)).toBeNull();
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 5 * MB + 1), 5)).toEqual({
      code: 'file_too_large',
      maxMb: 5,
    });
  });

  it('checks the type before the size', () => {
    expect(checkUploadFile(file('a.rtf', 'application/rtf', 10 * MB))).toEqual({ code: 'file_type_not_allowed' });
  });
});

describe('the tenant setting', () => {
  it('names the maximum of a Dutch-comma MAX_UPLOAD_MB as the server applies it', () => {
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 3 * MB), 2.5)).toEqual({
      code: 'file_too_large',
      maxMb: 2.5,
    });
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 2.5 * MB), 2.5)).toBeNull();
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 3 * MB), 0)).toBeNull();
  });
});

describe('singleFile', () => {
  it('takes one file at a time', () => {
    const one = file('a.pdf');
    expect(singleFile([one])).toEqual({ file: one });
    expect(singleFile([one, file('b.pdf')])).toEqual({ problem: { code: 'one_file_at_a_time' } });
    expect(singleFile([])).toEqual({ problem: { code: 'no_file' } });
    expect(singleFile(null)).toEqual({ problem: { code: 'no_file' } });
  });
});

describe('uploadProblemText', () => {
  it('gives the texts of lifecycle 5 with the real maximum', () => {
    expect(uploadProblemText({ code: 'file_type_not_allowed' })).toEqual({ key: 'validation.file_type_not_allowed' });
    expect(uploadProblemText({ code: 'file_too_large', maxMb: 5 })).toEqual({
      key: 'validation.file_too_large',
      values: { max: 5 },
    });
    expect(uploadProblemText({ code: 'one_file_at_a_time' }).key).toBe('documents.upload.one_file');
  });
});

describe('uploadDve', () => {
  it('is the plate for a licence-plate document, else empty', () => {
    expect(uploadDve({ DISPLAY_DVE: 'AB-12-CD', DETAIL_VALUE: 'AB12CD' })).toBe('AB12CD');
    expect(uploadDve({ DISPLAY_DVE: null, DETAIL_VALUE: 'AB12CD' })).toBe('');
    expect(uploadDve({ DISPLAY_DVE: 'AB-12-CD', DETAIL_VALUE: '' })).toBe('');
    expect(uploadDve({ DISPLAY_DVE: undefined, DETAIL_VALUE: undefined })).toBe('');
  });
});

describe('uploadOutcome', () => {
  it('is the new document id', () => {
    expect(uploadOutcome([{ UPLOAD_FILE: 42 }], '')).toEqual({ id: 42 });
  });

  it('is a failure for -1, with the statusmessage when there is one', () => {
    expect(uploadOutcome([{ UPLOAD_FILE: -1 }], 'Het bestand is beschadigd.')).toEqual({
      failed: 'Het bestand is beschadigd.',
    });
    expect(uploadOutcome([{ UPLOAD_FILE: -1 }], '  ')).toEqual({ failed: null });
    expect(uploadOutcome([{ UPLOAD_FILE: -1 }], null)).toEqual({ failed: null });
  });

  it('is a failure without a usable id', () => {
    expect(uploadOutcome([], '')).toEqual({ failed: null });
    expect(uploadOutcome([{ UPLOAD_FILE: '42' }], '')).toEqual({ failed: null });
    expect(uploadOutcome([{ UPLOAD_FILE: 0 }], '')).toEqual({ failed: null });
  });
});

describe('camera file names', () => {
  it('names a dialog photo camera_{timestamp}.png and a full-screen one Photo of document.jpg', () => {
    expect(cameraFileName(1_760_000_000_123)).toBe('camera_1760000000123.png');
    expect(cameraFileName(12.9)).toBe('camera_12.png');
    expect(FULL_SCREEN_PHOTO_NAME).toBe('Photo of document.jpg');
  });
});

describe('viewerMode', () => {
  it('shows jpg, jpeg, png and pdf inline, docx with a note, and downloads the rest', () => {
    expect(viewerMode('a.jpg')).toBe('image');
    expect(viewerMode('a.JPEG')).toBe('image');
    expect(viewerMode('a.png')).toBe('image');
    expect(viewerMode('a.pdf')).toBe('pdf');
    expect(viewerMode('a.docx')).toBe('docx');
    expect(viewerMode('a.doc')).toBe('download');
    expect(viewerMode('a.txt')).toBe('download');
    expect(viewerMode('download')).toBe('download');
  });

  it('gives the blob the type that lets a browser show it', () => {
    expect(viewerMimeType('a.pdf')).toBe('application/pdf');
    expect(viewerMimeType('a.jpg')).toBe('image/jpeg');
    expect(viewerMimeType('a.png')).toBe('image/png');
    expect(viewerMimeType('a.docx')).toBeNull();
  });
});

describe('the name of a fetched document', () => {
  it('reads filename*=UTF-8 and quoted filename (lib/api-client)', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Kentekenbewijs%20%E2%82%AC%20%C3%A9.pdf")).toBe(
      'Kentekenbewijs € é.pdf',
    );
    expect(fileNameFromDisposition('inline; filename="scan \\"1\\".png"')).toBe('scan "1".png');
    expect(fileNameFromDisposition('inline; FILENAME="a.pdf"')).toBe('a.pdf');
    // The extended form wins, wherever it stands.
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'b%C3%A9.pdf; filename="b.pdf"')).toBe('bé.pdf');
    // A broken encoding falls back to the plain name.
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'%E2%82; filename="plain.pdf"')).toBe('plain.pdf');
  });

  it('drops folders and control characters, and uses the known name when the answer gives none', () => {
    expect(documentFileName('../../etc/passwd.pdf', 'x.pdf')).toBe('passwd.pdf');
    expect(documentFileName('C:\\scans\\a.png')).toBe('a.png');
    expect(documentFileName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(documentFileName('download', 'Kentekenbewijs.pdf')).toBe('Kentekenbewijs.pdf');
    expect(documentFileName(null, 'Kentekenbewijs.pdf')).toBe('Kentekenbewijs.pdf');
    expect(documentFileName('', '')).toBe('download');
    expect(documentFileName('server.pdf', 'list.pdf')).toBe('server.pdf');
  });
});

describe('licence-plate documents', () => {
  it('are those with DISPLAY_DVE and DETAIL_VALUE, headed with the displayed plate', () => {
    expect(isPlateDocument({ DISPLAY_DVE: 'AB-12-CD', DETAIL_VALUE: 'AB12CD' })).toBe(true);
    expect(isPlateDocument({ DISPLAY_DVE: '', DETAIL_VALUE: 'AB12CD' })).toBe(false);
    expect(isPlateDocument({ DISPLAY_DVE: 'AB-12-CD', DETAIL_VALUE: null })).toBe(false);
    expect(plateLabel({ DISPLAY_DVE: 'AB-12-CD', DETAIL_VALUE: 'AB12CD' })).toBe('AB-12-CD');
    expect(plateLabel({ DISPLAY_DVE: null, DETAIL_VALUE: null })).toBeNull();
  });

  it('come first, otherwise in the order of the server', () => {
    const extra1 = requirement({ RPG_ID: 1 });
    const plate2 = requirement({ RPG_ID: 2, DISPLAY_DVE: 'AB-12-CD', DETAIL_VALUE: 'AB12CD' });
    const extra3 = requirement({ RPG_ID: 3 });
    const plate4 = requirement({ RPG_ID: 4, DISPLAY_DVE: 'XY-99-ZZ', DETAIL_VALUE: 'XY99ZZ' });
    expect(orderRequirements([extra1, plate2, extra3, plate4]).map((r) => r.RPG_ID)).toEqual([2, 4, 1, 3]);
  });
});

describe('uploaded documents', () => {
  it('are rejected with STATUS_REASON_CODE NVT, and deletable only at STATUS_LEVEL 1', () => {
    expect(isRejectedDocument({ STATUS_REASON_CODE: 'NVT' })).toBe(true);
    expect(isRejectedDocument({ STATUS_REASON_CODE: 'nvt ' })).toBe(true);
    expect(isRejectedDocument({ STATUS_REASON_CODE: null })).toBe(false);
    expect(isRejectedDocument({ STATUS_REASON_CODE: 'OK' })).toBe(false);
    expect(canDeleteUploaded({ STATUS_LEVEL: 1 })).toBe(true);
    expect(canDeleteUploaded({ STATUS_LEVEL: 2 })).toBe(false);
    expect(canDeleteUploaded({ STATUS_LEVEL: 0 })).toBe(false);
  });

  it("shows the server's documents not deleted in this session, then this session's uploads", () => {
    const req = requirement({ UPLOADED_DOCUMENTS: [uploaded(1), uploaded(2, { STATUS_LEVEL: 2 })] });
    const shown = shownDocuments(req, [sessionUpload(3), sessionUpload(4, 99)], [1]);
    expect(shown.map((d) => [d.kind, d.id, d.deletable])).toEqual([
      ['server', 2, false],
      ['session', 3, true],
    ]);
  });

  it('shows a session upload the server lists as well once, with its file', () => {
    const req = requirement({ UPLOADED_DOCUMENTS: [uploaded(3)] });
    const shown = shownDocuments(req, [sessionUpload(3)]);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.kind).toBe('session');
    expect(shown[0]?.fileName).toBe('new-3.png');
  });

  it('leaves out a session upload that was deleted', () => {
    expect(shownDocuments(requirement(), [sessionUpload(3)], [3])).toEqual([]);
  });
});

describe('requirementMet', () => {
  it('is met at MIN_STATUS_LEVEL 0 without any document', () => {
    expect(requirementMet(requirement({ MIN_STATUS_LEVEL: 0 }), [])).toBe(true);
  });

  it('needs a document that is not rejected above MIN_STATUS_LEVEL 0', () => {
    const req = requirement({ UPLOADED_DOCUMENTS: [uploaded(1, { STATUS_REASON_CODE: 'NVT' })] });
    expect(requirementMet(req, [])).toBe(false);
    expect(requirementMet(req, [sessionUpload(5)])).toBe(true);
    expect(requirementMet(requirement({ UPLOADED_DOCUMENTS: [uploaded(1)] }), [])).toBe(true);
  });

  it('is no longer met once the only document is deleted', () => {
    expect(requirementMet(requirement({ UPLOADED_DOCUMENTS: [uploaded(1)] }), [], [1])).toBe(false);
    expect(requirementMet(requirement(), [sessionUpload(5)], new Set([5]))).toBe(false);
  });

  it('counts only uploads for this requirement', () => {
    expect(requirementMet(requirement({ RPG_ID: 7 }), [sessionUpload(5, 8)])).toBe(false);
  });

  it('enables Next when every requirement is met', () => {
    const plate = requirement({ RPG_ID: 1 });
    const optional = requirement({ RPG_ID: 2, MIN_STATUS_LEVEL: 0 });
    expect(allRequirementsMet([plate, optional], [])).toBe(false);
    expect(allRequirementsMet([plate, optional], [sessionUpload(9, 1)])).toBe(true);
    expect(allRequirementsMet([plate, optional], [sessionUpload(9, 1)], [9])).toBe(false);
    expect(allRequirementsMet([], [])).toBe(true);
  });
});

describe('the upload box', () => {
  it('shows while the documents that count are fewer than MAX_DOCUMENTS', () => {
    const req = requirement({ MAX_DOCUMENTS: 2, UPLOADED_DOCUMENTS: [uploaded(1)] });
    expect(canUploadMore(req, [])).toBe(true);
    expect(canUploadMore(req, [sessionUpload(2)])).toBe(false);
    expect(canUploadMore(req, [sessionUpload(2)], [1])).toBe(true);
    expect(canUploadMore(requirement({ MAX_DOCUMENTS: 0 }), [])).toBe(false);
  });

  it('does not count a rejected upload, which has to be replaced', () => {
    const req = requirement({ MAX_DOCUMENTS: 1, UPLOADED_DOCUMENTS: [uploaded(1, { STATUS_REASON_CODE: 'NVT' })] });
    expect(countingDocuments(req, [])).toBe(0);
    expect(canUploadMore(req, [])).toBe(true);
  });
});

describe('safeReturnPath', () => {
  it('takes a path inside the municipality only', () => {
    expect(safeReturnPath('/upload-files-for-pending-request/12')).toBe('/upload-files-for-pending-request/12');
    expect(safeReturnPath('/request-product/1/2?x=1')).toBe('/request-product/1/2?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('home')).toBeNull();
    expect(safeReturnPath('/home\n')).toBe('/home');
    expect(safeReturnPath('/ho\u0000me')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('rejectionTexts', () => {
  it("shows the status description unless it only says 'rejected' again, and the reason", () => {
    expect(
      rejectionTexts({ STATUS_DESCRIPTION: 'Afgekeurd', STATUS_REASON_DESC: ' Onleesbaar ' }, 'afgekeurd'),
    ).toEqual({
      description: '',
      reason: 'Onleesbaar',
    });
    expect(rejectionTexts({ STATUS_DESCRIPTION: 'Verlopen', STATUS_REASON_DESC: null }, 'Afgekeurd')).toEqual({
      description: 'Verlopen',
      reason: '',
    });
    expect(rejectionTexts({}, 'Afgekeurd')).toEqual({ description: '', reason: '' });
  });
});
