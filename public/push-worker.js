// The service worker of reminders by notification (web push, behind WEB_PUSH): it shows what the
// reminder job pushes, and opens the dashboard when the notification is clicked. Nothing else.
self.addEventListener("push", (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      lang: message.lang,
      icon: "/icon.svg",
      tag: "daily-reminder",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/dashboard", self.location.origin);
  // Only our own pages: the payload comes from our server, but a notification never leads elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(target.href));
});
