import { catalog } from '../catalog';

// Uploaded documents (qualifications, insurance, session notes, message attachments). 'File too large' is the spec's.
export default catalog(
  {
    'files.tooLarge': 'File too large',
    'files.empty': 'This file is empty.',
    'files.wrongType': 'Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.',
    'files.download': 'Download {name}',
    'files.noPreview': 'This file cannot be shown here. Download it to open it.',
    'files.pdf.failed': 'This PDF cannot be shown here. Download it to open it.',
    'files.pdf.password': 'This PDF is protected by a password. Download it to open it.',
    'files.pdf.label': '{name}, page {page} of {pages}',
    'files.pdf.page': 'Page {page} of {pages}',
    'files.pdf.previous': 'Previous page',
    'files.pdf.next': 'Next page',
  },
  {
    'files.tooLarge': 'Datei zu groß',
    'files.empty': 'Diese Datei ist leer.',
    'files.wrongType': 'Es können nur Dateien vom Typ .doc, .docx, .pdf, .jpg, .jpeg und .png hochgeladen werden.',
    'files.download': '{name} herunterladen',
    'files.noPreview': 'Diese Datei kann hier nicht angezeigt werden. Laden Sie sie herunter, um sie zu öffnen.',
    'files.pdf.failed': 'Dieses PDF kann hier nicht angezeigt werden. Laden Sie es herunter, um es zu öffnen.',
    'files.pdf.password': 'Dieses PDF ist durch ein Passwort geschützt. Laden Sie es herunter, um es zu öffnen.',
    'files.pdf.label': '{name}, Seite {page} von {pages}',
    'files.pdf.page': 'Seite {page} von {pages}',
    'files.pdf.previous': 'Vorherige Seite',
    'files.pdf.next': 'Nächste Seite',
  },
);
