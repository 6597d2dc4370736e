import type { LoginResponse } from '@assessly/shared';
import { Box, Fade } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SWITCH_TO_REGISTER_KEY } from '../../../lib/ScrollManager';
import { SETTINGS_QUERY_KEY } from '../../../lib/settings';
import { AuthLayout } from './AuthLayout';
import { useCheckoutError, useCheckoutSession } from './checkoutReturn';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { CHOSEN_PLAN_KEY, RegisterPanel, STRIPE_SESSION_KEY } from './RegisterPanel';
import { SignInPanel } from './SignInPanel';

type Panel = 'signIn' | 'forgot' | 'register';

const referrerOf = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * SignIn (spec 000 §2): sign-in, forgot password and candidate registration panels switch in place.
 * An already signed-in user may stay here to use another account: no automatic redirect.
 */
export default function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const location = useLocation();
  // Other screens may open a panel directly (the reset page links to "forgot password").
  const requested = (location.state as { panel?: Panel } | null)?.panel;
  // An invitation link (/signIn?ad=ADMINID&email=ADDRESS) opens the registration with the address filled in.
  const invited = referrerOf(params.get('ad')) !== null;
  // Back from the payment page (?session_id=): the registration opens with the payment's state. The
  // session is kept for this tab, so a detour (another page, a reload) does not lose the payment.
  const returnedSession = params.get('session_id');
  const [stripeSessionId] = useState(() => returnedSession ?? sessionStorage.getItem(STRIPE_SESSION_KEY));
  const [panel, setPanel] = useState<Panel>(
    requested === 'forgot' || requested === 'register' ? requested : invited || returnedSession ? 'register' : 'signIn',
  );
  const [switched, setSwitched] = useState(false);
  const [email, setEmail] = useState(() => (invited ? (params.get('email') ?? '').trim() : ''));
  const addedBy = referrerOf(params.get('ad'));
  const payment = useCheckoutSession(stripeSessionId);
  useCheckoutError(params.get('checkout_error'));

  useEffect(() => {
    if (!returnedSession) return;
    sessionStorage.setItem(STRIPE_SESSION_KEY, returnedSession);
    // The plan is the one paid for; a free plan chosen before must not compete with it.
    sessionStorage.removeItem(CHOSEN_PLAN_KEY);
  }, [returnedSession]);

  const show = (next: Panel) => (currentEmail: string) => {
    setEmail(currentEmail);
    setSwitched(true);
    setPanel(next);
  };

  const signedIn = (_result: LoginResponse) => {
    // Another account may have been signed in before: nothing of its data may survive.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SETTINGS_QUERY_KEY[0] });
    navigate('/dashboard', { replace: true });
  };

  const registerWithPlan = () => {
    sessionStorage.setItem(SWITCH_TO_REGISTER_KEY, '1');
    navigate('/#pricing');
  };

  return (
    <AuthLayout>
      <Fade in key={panel} timeout={250}>
        <Box>
          {panel === 'signIn' && (
            <SignInPanel
              defaultEmail={email}
              autoFocus={switched}
              referred={addedBy !== null}
              onForgot={show('forgot')}
              onRegister={show('register')}
              onRegisterWithPlan={registerWithPlan}
              onSignedIn={signedIn}
            />
          )}
          {panel === 'forgot' && <ForgotPasswordPanel defaultEmail={email} onBack={show('signIn')} />}
          {panel === 'register' && (
            <RegisterPanel
              defaultEmail={email}
              addedBy={addedBy}
              payment={stripeSessionId ? { sessionId: stripeSessionId, ...payment } : null}
              onBack={show('signIn')}
              onSignedIn={signedIn}
              onChoosePlan={registerWithPlan}
            />
          )}
        </Box>
      </Fade>
    </AuthLayout>
  );
}
