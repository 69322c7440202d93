// /cali-chat
export { CaliChatPage as default } from '../features/cali-chat/pages/cali-chat-page';
