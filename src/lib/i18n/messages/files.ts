import { catalog } from '../catalog';

// Uploaded documents (qualifications, insurance, session notes, message attachments). 'File too large' is the spec's.
export default catalog(
  {
    'files.tooLarge': 'File too large',
    'files.empty': 'This file is empty.',
    'files.wrongType': 'Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.',
    'files.download': 'Download {name}',
    'files.noPreview': 'This file cannot be shown here. Download it to open it.',
  },
  {
    'files.tooLarge': 'Datei zu groß',
    'files.empty': 'Diese Datei ist leer.',
    'files.wrongType': 'Es können nur Dateien vom Typ .doc, .docx, .pdf, .jpg, .jpeg und .png hochgeladen werden.',
    'files.download': '{name} herunterladen',
    'files.noPreview': 'Diese Datei kann hier nicht angezeigt werden. Laden Sie sie herunter, um sie zu öffnen.',
  },
);
