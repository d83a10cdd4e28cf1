import { ApiError, isSuccess, readEnvelope } from '../../contract/envelope';
import { prepareCall } from './request';

/**
 * Decision: an upload may take 30 s (the server's own request limit), not the 8 s of other
 * calls: 800 KB over a slow 3G link needs it.
 */
export const UPLOAD_TIMEOUT_MS = 30_000;

/**
 * One file as multipart/form-data under `field`, reporting progress (0–1): XMLHttpRequest, since
 * fetch cannot report an upload's progress. Answers the envelope's data; throws ApiError like
 * request() (never toasts: the picker shows the error). The avatar (./member-profile.ts) and the
 * after-sales evidence pictures (./after-sales.ts) upload through it.
 */
export function uploadFile<T>(
  path: string,
  { method, field, file, onProgress }: {
    method: 'PUT' | 'POST';
    field: string;
    file: File;
    onProgress?: (fraction: number) => void;
  },
): Promise<T> {
  const { url, init } = prepareCall(path, { method });
  const form = new FormData();
  form.append(field, file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('network', 'The network is unavailable'));
    xhr.ontimeout = () => reject(new ApiError('timeout', 'The request timed out'));
    xhr.onload = () => {
      let envelope = null;
      try {
        envelope = readEnvelope<T>(JSON.parse(xhr.responseText));
      } catch {
        // not JSON: below
      }
      if (!envelope)
        return reject(new ApiError('network', `Unexpected answer (HTTP ${xhr.status})`, xhr.status));
      if (!isSuccess(envelope)) return reject(new ApiError(envelope.code, envelope.msg, xhr.status));
      resolve(envelope.data);
    };
    xhr.send(form);
  });
}
