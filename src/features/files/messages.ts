import { featureMessages } from '../../lib/i18n/catalog';
import type { IdOf } from '../../lib/i18n/translate';

// What the files feature shows, in each language (decision 0020).
const messages = featureMessages(
  {
    'files.download': 'Download {name}',
    'files.empty': 'This file is empty.',
    'files.noPreview': 'This file cannot be shown here. Download it to open it.',
    'files.pdf.failed': 'This PDF cannot be shown here. Download it to open it.',
    'files.pdf.label': '{name}, page {page} of {pages}',
    'files.pdf.next': 'Next page',
    'files.pdf.page': 'Page {page} of {pages}',
    'files.pdf.password': 'This PDF is protected by a password. Download it to open it.',
    'files.pdf.previous': 'Previous page',
    'files.tooLarge': 'File too large',
    'files.wrongType': 'Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.',
  },
  {
    'files.download': '{name} herunterladen',
    'files.empty': 'Diese Datei ist leer.',
    'files.noPreview': 'Diese Datei kann hier nicht angezeigt werden. Laden Sie sie herunter, um sie zu öffnen.',
    'files.pdf.failed': 'Dieses PDF kann hier nicht angezeigt werden. Laden Sie es herunter, um es zu öffnen.',
    'files.pdf.label': '{name}, Seite {page} von {pages}',
    'files.pdf.next': 'Nächste Seite',
    'files.pdf.page': 'Seite {page} von {pages}',
    'files.pdf.password': 'Dieses PDF ist durch ein Passwort geschützt. Laden Sie es herunter, um es zu öffnen.',
    'files.pdf.previous': 'Vorherige Seite',
    'files.tooLarge': 'Datei zu groß',
    'files.wrongType': 'Es können nur Dateien vom Typ .doc, .docx, .pdf, .jpg, .jpeg und .png hochgeladen werden.',
  },
);
export default messages;

/** An id this feature may show: its own or a common one. */
export type MessageId = IdOf<typeof messages>;
