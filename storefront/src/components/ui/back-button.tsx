import { useNavigate } from 'react-router-dom';

interface BackButtonProps {
  /** A fixed target; without it the button goes one step back in the history (or home). */
  to?: string;
  label?: string;
}

export function BackButton({ to, label = 'Zurück' }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button button--secondary button--small back"
      onClick={() => {
        if (to) navigate(to);
        else if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
        else navigate('/');
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
