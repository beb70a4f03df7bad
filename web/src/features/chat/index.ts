// The chat feature's public entry: what other features may use of it (lint: web-boundaries).
export { ChatWorkspace } from './components/chat-workspace';
