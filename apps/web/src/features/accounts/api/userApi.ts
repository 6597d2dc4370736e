import {
  UI,
  type CreateUserRequest,
  type ErrorBody,
  type RenewPlanRequest,
  type RouteOutput,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  accountsRefs,
  billingRefs,
} from '@assessly/shared';
import type { accountsApi as routes } from '@assessly/shared';
import { call } from '../../../api/call';
import { ApiRefusal, NetworkFailure } from '../../../api/client';
import { storedLocale } from '../../../i18n';
import { session } from '../../../session/session';

/** Query keys of the Users and Profile screens, so that writes refresh exactly what they change. */
export const userKeys = {
  all: ['users'] as const,
  page: (page: number, search: string) => ['users', page, search] as const,
  profile: (userId: number) => ['profile', userId] as const,
  browse: (page: number, size: number) => ['browseList', page, size] as const,
};

/** Typed calls of spec 000 §7 "Auth and users" for the Users, Profile and login history screens, and RenewPlan. */
export const userApi = {
  /** `page` is 0-based here (the table's); the server counts from 1. An empty search is not sent. */
  list: (page: number, search: string) =>
    call(accountsRefs.GetUserList, { params: { page: page + 1, itemsPerPage: UI.pageSize }, query: { search } }),
  create: (user: CreateUserRequest) => call(accountsRefs.CreateUser, { body: user }),
  update: (user: UpdateUserRequest) => call(accountsRefs.UpdateUser, { body: user }),
  remove: (userId: number) => call(accountsRefs.DeleteSingleUser, { params: { id: userId } }),
  renewPlan: (renewal: RenewPlanRequest) => call(billingRefs.RenewPlan, { body: renewal }),
  single: (userId: number) => call(accountsRefs.GetSingleUser, { params: { id: userId } }),
  updateProfile: (profile: UpdateProfileRequest) => call(accountsRefs.UpdateUserProfile, { body: profile }),
  /** The login history, one page (pages are 1-based on the server). */
  browseList: (page: number, size: number) =>
    call(accountsRefs.GetBrowseList, { params: { page, itemsPerPage: size } }),
};

type UploadAnswer = RouteOutput<typeof routes.Upload>;

/**
 * The profile picture's Upload route with upload progress (fetch cannot report it, so not through upload()):
 * the table's method and path, the same headers and the same failures as every call (ApiRefusal with the
 * registry code, NetworkFailure when the server cannot be reached). The caller handles 401 / 403 like
 * ExportButtons does.
 */
export function uploadProfilePicture(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(accountsRefs.Upload.method, accountsRefs.Upload.path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('X-Language', storedLocale());
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = xhr.response as (Partial<ErrorBody> & Partial<UploadAnswer>) | null;
      if (xhr.status === 200 && data?.dbPath) return resolve({ dbPath: data.dbPath });
      if (xhr.status >= 500 && !data?.responseMsg) return reject(new NetworkFailure(String(xhr.status)));
      reject(
        new ApiRefusal(
          xhr.status,
          data?.responseMsg ?? 'internalError',
          data?.status === 'alert',
          data?.params ?? {},
          data?.issues ?? [],
        ),
      );
    };
    xhr.onerror = () => reject(new NetworkFailure('network'));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
