/** What the server accepts (design.md §4): offered to the picker so a phone shows the right files. */
export const CASE_FILE_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';
/** The English hint (kept for pages not yet translated): in a component, t('ui.upload.fileHint'). */
export const CASE_FILE_HINT = 'PDF, Word, text, JPEG or PNG, up to 10 MB.';
