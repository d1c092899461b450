// The async boundary: shared singletons are negotiated before React starts.
import('./bootstrap');
