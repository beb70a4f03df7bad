interface FormAnswer {
  status: number;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
}

interface SendFormOptions {
  method: 'POST' | 'PUT';
  headers: Headers;
  /** The share of the request body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with XMLHttpRequest, because fetch cannot report how much of a large
 * upload has gone out yet. Rejects only when the server could not be reached (or on abort).
 */
export function sendForm(
  url: string,
  form: FormData,
  options: SendFormOptions,
): Promise<FormAnswer> {
  const { method, headers, onUploadProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      });
      xhr.upload.addEventListener('load', () => onUploadProgress(1));
    }
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new TypeError('network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
