// All of Mantine's stylesheet (layered, see first-screen.css), loaded without blocking the first paint. Pages
// other than the landing page wait for it before they render (router.tsx), so none shows unstyled.
import '@mantine/core/styles.layer.css';
