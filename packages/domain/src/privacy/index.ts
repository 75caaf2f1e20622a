/** Privacy helpers shared by the server (which masks) and the web app (which shows). */
export * from './mask-email';
