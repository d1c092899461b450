/** The fallbacks of the case-life calls (issue 16): what a failure says when the server says nothing. */
export const caseLifeTexts = {
  timelineFallback: 'Failed to get the case timeline',
  documentsFallback: 'Failed to get the case documents',
  addDocumentFallback: 'Failed to add the document',
  removeDocumentFallback: 'Failed to remove the document',
  noteFallback: 'Failed to save the note',
  notesFallback: 'Failed to get the notes',
  clientFallback: 'Failed to get the client contact',
  auditFallback: 'Failed to get the audit events',
  documentAdded: 'Document added',
  documentRemoved: 'Document removed',
  noteAdded: 'Note added',
} as const;
