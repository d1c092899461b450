import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from 'shared-contract';
import { forbidden, notFound } from '../../../lib/apiError';
import type { AuthUser } from '../../../lib/jwt';
import type { CaseRow } from '../caseService';
import { canViewCase, isFirmOnCase } from '../caseAccessRules';

/** The case, when the caller may see it: 404 unknown, 403 with `refusal` otherwise. */
export async function viewableCase(
  app: FastifyInstance,
  id: string,
  auth: AuthUser,
  refusal: ErrorCode = 'case.viewRefused',
): Promise<CaseRow> {
  const row = await app.caseService.find(id);
  if (!row) throw notFound('case.notFound');
  if (!canViewCase(auth, row)) throw forbidden(refusal);
  return row;
}

/** The case, when the caller works on it for the firm (its assigned lawyer, an admin). */
export async function firmCase(
  app: FastifyInstance,
  id: string,
  auth: AuthUser,
  refusal: ErrorCode,
): Promise<CaseRow> {
  const row = await viewableCase(app, id, auth, refusal);
  if (!isFirmOnCase(auth, row)) throw forbidden(refusal);
  return row;
}
