// The service worker (sw.js) runs in a ServiceWorkerGlobalScope: its members on `self`, which
// lib.webworker types as a plain worker's. Types only: nothing here is shipped.

interface WorkerGlobalScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof ServiceWorkerGlobalScopeEventMap>(type: K, listener: (this: ServiceWorkerGlobalScope, ev: ServiceWorkerGlobalScopeEventMap[K]) => any): void;
}
