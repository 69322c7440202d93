import { ComingSoon } from '../../../lib/ui/coming-soon';

/** SPEC §2: the AI chat is a coming-soon placeholder. */
export function CaliChatPage() {
  return (
    <ComingSoon
      title="Cali chat"
      description="Chat with Cali, your AI fitness coach, about training, recovery and nutrition. Plus members get it first."
    />
  );
}
