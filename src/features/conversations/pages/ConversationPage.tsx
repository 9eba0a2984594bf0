/** Conversation (/profil/saobshteniya/:id, issue 27): a signed-in user's conversation. */
import { useParams } from 'react-router';
import { routeId } from '../../../../domain/routes.ts';
import { ConversationView } from '../components/ConversationView.tsx';
import { useSignedInConversation } from '../source.ts';

function SignedInConversation({ id }: { id: number }) {
  return <ConversationView source={useSignedInConversation(id)} guest={false} />;
}

export default function ConversationPage() {
  const id = routeId(useParams().id) ?? 0;
  // A malformed id asks for conversation 0, which no one has: the not-found state.
  return <SignedInConversation key={id} id={id} />;
}
