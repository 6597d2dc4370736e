import {
  UI,
  type BrowseRow,
  type CreateUserRequest,
  type ErrorBody,
  type RenewPlanRequest,
  type SingleUser,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  type UserRow,
} from '@assessly/shared';
import { ApiRefusal, del, get, NetworkFailure, post, put, type Page } from '../../../api/client';
import { storedLocale } from '../../../i18n';
import { session } from '../../../session/session';

export type Message = { responseMsg: string; params?: Record<string, string | number> };
export type UserPage = { responseMsg: UserRow[]; count: number };

/** Query keys of the Users and Profile screens, so that writes refresh exactly what they change. */
export const userKeys = {
  all: ['users'] as const,
  page: (page: number, search: string) => ['users', page, search] as const,
  profile: (userId: number) => ['profile', userId] as const,
  browse: (page: number, size: number) => ['browseList', page, size] as const,
};

/** Typed calls of spec 000 §7 "Auth and users" for the Users, Profile and login history screens, and RenewPlan. */
export const userApi = {
  /** `page` is 0-based here (the table's); the server counts from 1. */
  list: (page: number, search: string) =>
    get<UserPage>(
      `/User/GetUserList/${page + 1}/${UI.pageSize}${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    ),
  create: (user: CreateUserRequest) => post<Message>('/User/CreateUser', user),
  update: (user: UpdateUserRequest) => put<Message>('/User/UpdateUser', user),
  remove: (userId: number) => del<Message>(`/User/DeleteSingleUser/${userId}`),
  renewPlan: (renewal: RenewPlanRequest) => put<Message>('/Settings/RenewPlan', renewal),
  single: (userId: number) => get<SingleUser>(`/User/GetSingleUser/${userId}`),
  updateProfile: (profile: UpdateProfileRequest) => put<Message>('/User/UpdateUserProfile', profile),
  /** The login history, one page (pages are 1-based on the server). */
  browseList: (page: number, size: number) => get<Page<BrowseRow>>(`/User/GetBrowseList/${page}/${size}`),
};

/**
 * POST /User/Upload with upload progress (fetch cannot report it): the same headers and the same failures
 * as every call (ApiRefusal with the registry code, NetworkFailure when the server cannot be reached).
 * The caller handles 401 / 403 like ExportButtons does.
 */
export function uploadProfilePicture(file: File, onProgress: (percent: number) => void): Promise<{ dbPath: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/User/Upload');
    xhr.responseType = 'json';
    xhr.setRequestHeader('X-Language', storedLocale());
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = xhr.response as (Partial<ErrorBody> & { dbPath?: string }) | null;
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
