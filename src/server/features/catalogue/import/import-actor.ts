import { staffLabel } from '../../../lib/staff-actor';
import type { SessionUser } from '../../../plugins/auth';

export type ImportStaff = Pick<SessionUser, 'id' | 'firstName' | 'lastName'>;
/** Who an import's history names: a staff member, or (the demo price list, with no id) the seed. */
export type ImportActor = { id: string | null; label: string };
export const actorOf = (staff: ImportStaff): ImportActor => ({ id: staff.id, label: staffLabel(staff) });
/** What the apply job is sent: which import, whether to apply or undo it, and who asked. */
export type ImportJobData = { importId: number; action: 'apply' | 'undo'; staffId: string | null; staffLabel: string };
