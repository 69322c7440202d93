import { ComingSoon } from '../../../lib/ui/coming-soon';

/** The AI chat is a coming-soon placeholder (docs/product.md#cali-chat). */
export function CaliChatPage() {
  return (
    <ComingSoon
      title="Cali chat"
      description="Chat with Cali, your AI fitness coach, about training, recovery and nutrition. Plus members get it first."
    />
  );
}
