import { z } from 'zod/mini';
import {
  createSessionNoteBodyBodyMax,
  createSessionNoteBodyTitleMax,
  createSessionNoteBodyTitleMin,
} from '../../../generated/zod/notes/notes.zod';
import type { TranslateOf } from '../../lib/i18n/translate';
import { documentFileProblem, type FileProblemText } from '../files';
import type messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

const NOTE_TITLE_MIN = createSessionNoteBodyTitleMin;
const NOTE_TITLE_MAX = createSessionNoteBodyTitleMax;
export const NOTE_BODY_MAX = createSessionNoteBodyBodyMax;

type T = TranslateOf<typeof messages>;

/** The files' rule: each a document type of at most 10 MB; the first refused file names the problem. */
function noteFilesRule(fileProblemText: FileProblemText) {
  return z.array(z.instanceof(File)).check(
    z.superRefine((files, ctx) => {
      for (const file of files) {
        const problem = documentFileProblem(file);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            message: `${file.name}: ${fileProblemText(problem)}`,
          });
          return;
        }
      }
    }),
  );
}

/**
 * The note form (add and edit): title 3 to 32 (trimmed), content at most 400, optional document files. `t` is the
 * notes' messages, `fileProblemText` the files feature's (`useFileProblemText()`).
 */
export function noteFormSchema(t: T, fileProblemText: FileProblemText) {
  return z.object({
    title: z
      .string()
      .check(z.overwrite(trimInvisible))
      .check(
        z.minLength(NOTE_TITLE_MIN, {
          error: t('notes.form.titleLength', { min: NOTE_TITLE_MIN, max: NOTE_TITLE_MAX }),
        }),
      )
      .check(
        z.maxLength(NOTE_TITLE_MAX, {
          error: t('notes.form.titleLength', { min: NOTE_TITLE_MIN, max: NOTE_TITLE_MAX }),
        }),
      ),
    body: z.string().check(
      z.maxLength(NOTE_BODY_MAX, {
        error: t('notes.form.bodyTooLong', { max: NOTE_BODY_MAX }),
      }),
    ),
    files: noteFilesRule(fileProblemText),
  });
}

export type NoteFormValues = z.input<ReturnType<typeof noteFormSchema>>;
