import { isAdminRole, type UpdateProfileRequest } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { AppError, invalidField, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { findUserById } from '../users/userRepository.js';
import { assertEmailFree, uniqueEmail } from '../users/userAdminService.js';
import { deleteUnusedProfileImage, updateUserDetails, uploadExists } from '../users/userAdminRepository.js';

/**
 * UpdateUserProfile (spec 000 §2 Profile): the caller's own profile, whoever the body names. The e-mail is
 * taken only from an admin; a candidate's e-mail in the body is ignored (the form shows it read-only, and
 * an account's address is changed by an admin, who answers for it). Demo accounts keep their e-mail.
 * The picture must be a file this site stored (an Upload answer).
 */
export async function updateOwnProfile(db: DB, caller: AuthUser, body: UpdateProfileRequest) {
  if (body.userId !== undefined && body.userId !== caller.userId) throw new AppError('noAccess');
  const user = (await findUserById(db, caller.userId)) ?? refuse('tokenExpired');
  const email = isAdminRole(user.userRoleId) ? body.email : user.email;
  if (email !== user.email) {
    if (user.isDemo) refuse('demoOperationNotAllowed');
    await assertEmailFree(db, email, user.userId);
  }
  if (body.imagePath && body.imagePath !== user.imagePath && !(await uploadExists(db, body.imagePath)))
    invalidField('imagePath', 'uploadPathInvalid');
  await uniqueEmail(() =>
    updateUserDetails(
      db,
      user.userId,
      {
        fullName: body.fullName,
        email,
        mobile: body.mobile,
        dateOfBirth: body.dateOfBirth,
        address: body.address,
        imagePath: body.imagePath,
      },
      user.userId,
    ),
  );
  // The replaced picture is nobody's any more: it leaves the database with the change.
  if (user.imagePath !== body.imagePath) await deleteUnusedProfileImage(db, user.imagePath);
}
