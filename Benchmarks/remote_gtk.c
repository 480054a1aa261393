/* remote_gtk.c: the GTK 3 peer for the remote-display benchmark (remote.py).
 *
 * firstpaint.c's scene, drawn the way a GTK 3 application draws: a 640x480 GtkWindow holding a
 * GtkDrawingArea whose "draw" handler paints the scene with the Cairo context GTK gives it (the
 * same Cairo and Pango calls as firstpaint.c, which this file includes). After the first frame
 * clock paint that drew, it syncs with the server (gdk_display_sync) and prints
 * `first-frame <CLOCK_MONOTONIC ns>`; with WINDOWING_EXIT_AFTER_FIRST_FRAME=1 it then exits 0.
 * Otherwise it keeps running: a click released on the red card (24, 88, 184, 120) toggles the
 * header between system blue and indigo, as HelloWindow's Recolour button does, and repaints only
 * the header.
 *
 * Build (remote.py does): cc -O2 -o .build/remote-gtk Benchmarks/remote_gtk.c \
 *     $(pkg-config --cflags --libs gtk+-3.0 x11 xext) -lm
 */
#define main firstpaint_main
#include "firstpaint.c"
#undef main

#include <gtk/gtk.h>

static gboolean drawn, reported;

static gboolean
onDraw(GtkWidget *widget, cairo_t *cr, gpointer data)
{
	(void)widget;
	(void)data;
	if (!paintScene(cr))
		exit(1);
	drawn = TRUE;
	return FALSE;
}

/* The frame clock's paint phase has drawn and flushed the window; sync to have it on the server. */
static void
afterPaint(GdkFrameClock *clock, gpointer widget)
{
	(void)clock;
	if (!drawn || reported)
		return;
	reported = TRUE;
	gdk_display_sync(gtk_widget_get_display(GTK_WIDGET(widget)));
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	printf("first-frame %lld\n", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
	fflush(stdout);
	const char *exitAfter = getenv("WINDOWING_EXIT_AFTER_FIRST_FRAME");
	if (exitAfter && strcmp(exitAfter, "1") == 0)
		gtk_main_quit();
}

static gboolean
onRelease(GtkWidget *widget, GdkEventButton *event, gpointer data)
{
	(void)data;
	if (event->button == 1 && event->x >= 24 && event->x < 24 + 184 && event->y >= 88 && event->y < 88 + 120) {
		int blue = headerColor[0] == 0;
		headerColor[0] = blue ? 88 : 0;
		headerColor[1] = blue ? 86 : 122;
		headerColor[2] = blue ? 214 : 255;
		gtk_widget_queue_draw_area(widget, 0, 0, 640, 64);
	}
	return TRUE;
}

int
main(int argc, char **argv)
{
	gtk_init(&argc, &argv);
	GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
	gtk_window_set_title(GTK_WINDOW(window), "HelloWindow");
	gtk_window_set_resizable(GTK_WINDOW(window), FALSE);
	g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);

	GtkWidget *area = gtk_drawing_area_new();
	gtk_widget_set_size_request(area, WIDTH, HEIGHT);
	gtk_widget_add_events(area, GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK);
	g_signal_connect(area, "draw", G_CALLBACK(onDraw), NULL);
	g_signal_connect(area, "button-release-event", G_CALLBACK(onRelease), NULL);
	gtk_container_add(GTK_CONTAINER(window), area);

	gtk_widget_realize(window);
	g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(afterPaint), window);
	gtk_widget_show_all(window);
	gtk_main();
	return 0;
}
