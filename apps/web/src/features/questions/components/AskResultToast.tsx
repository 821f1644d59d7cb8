import { QUESTION_MESSAGES } from '@rasti/contract/question-messages';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toast } from '../../../components/Toast';

/** The navigation state the login page leaves after attaching a question sent before sign-in. */
export interface AskResultState {
  from: 'ask';
  postTemp: boolean;
}

export function isAskResultState(state: unknown): state is AskResultState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { from?: unknown }).from === 'ask' &&
    typeof (state as { postTemp?: unknown }).postTemp === 'boolean'
  );
}

/**
 * The home page's word on a question sent before signing in (spec section 2, Home): success or failure,
 * shown 5 s. The state is cleared at once, so a reload or a step back does not show it again.
 */
export default function AskResultToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!isAskResultState(location.state)) return;
    setMessage(location.state.postTemp ? QUESTION_MESSAGES.homeSent : QUESTION_MESSAGES.homeFailed);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [location, navigate]);

  return <Toast message={message} onClose={() => setMessage(null)} />;
}
