import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

/** localStorage key of the API token a signed-in client keeps. */
const TOKEN_STORAGE_KEY = 'token';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): carry on without a token.
    return null;
  }
}

function addToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = storedToken();
  if (token) {
    config.headers.set('Authorization', `Token ${token}`);
  }

  return config;
}

function reportUnauthorized(error: AxiosError): Promise<never> {
  if (error.response?.status === 401) {
    // Logged only; nobody is sent to a login page from here.
    console.warn('Unauthorized — redirect to login?');
  }

  return Promise.reject(error);
}

/** The one HTTP client for /api: same-origin cookies, JSON both ways, the stored token when there is one. */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  },
});

apiClient.interceptors.request.use(addToken);
apiClient.interceptors.response.use((response) => response, reportUnauthorized);

type RequestOptions = AxiosRequestConfig;

/** Answers the response body; the API's endpoints wrap it as `{ data: … }`. */
export async function get<T>(url: string, options?: RequestOptions): Promise<T> {
  return (await apiClient.get<T>(url, options)).data;
}
