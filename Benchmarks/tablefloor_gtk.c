/* tablefloor_gtk.c: the GTK 3 peer of the table-scrolling benchmark (tablebench.py).
 *
 * TableLab's screen the way a GTK 3 application builds it: a 640x480 window whose whole client
 * area is a GtkScrolledWindow holding a GtkTreeView of 100,000 rows, no header, one text column
 * reading "Row N", rows 24 pixels tall (fixed-height mode). The model is a GtkListStore with one
 * unset integer column; the text comes from a cell data function, as TableLab's comes from its
 * data source, so neither program keeps 100,000 strings.
 *
 * Input is made to scroll as TableLab's does, so that both draw the same rows per frame:
 * - a wheel notch scrolls 40 pixels (GTK's own step would be the page height to the power 2/3);
 * - dragging with button 1 moves the rows with the pointer (a GtkGestureDrag; GTK 3 scrolls by
 *   dragging only on touch screens), with no deceleration after the release.
 *
 * Protocol (TableLab's): after the first paint it prints `ready <visible rows>`, then reads
 * `mark <phase>`, `end` and `quit` on standard input; `end` prints
 * `<phase> <frames> <p50 ns> <p99 ns> <max ns> <rows> <cells> <visible> <rss0 kB> <rss1 kB> <rssmax kB>`,
 * where cells is 0 (a tree view has no per-row widgets). A frame's time is the time spent
 * handling the events since the previous frame, plus the frame clock's paint cycle from
 * "before-paint" to "after-paint" and a gdk_display_sync (the server has the pixels, as after
 * TableLab's present); the frame clock's wait for its next tick is idle time and is left out.
 * Only frames in which the rows moved count.
 *
 * Build (tablebench.py does): cc -O2 -o .build/tablefloor-gtk Benchmarks/tablefloor_gtk.c \
 *     $(pkg-config --cflags --libs gtk+-3.0) -lm
 */
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define ROWS 100000
#define ROW_HEIGHT 24
#define NOTCH 40.0
#define MAX_FRAMES 200000

static GtkAdjustment *adjustment;
static GtkWidget *treeView;
static gboolean announced, recording, scrolled;
static char phase[64] = "phase";
static long long busy, paintStart, durations[MAX_FRAMES];
static long frames;
static double rowsScrolled, lastValue, dragStartValue;
static long rssAtMark, rssMost;
static int mostVisible;

static long long
now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static long
residentKilobytes(void)
{
	long size = 0, resident = 0;
	FILE *f = fopen("/proc/self/statm", "r");
	if (!f)
		return 0;
	if (fscanf(f, "%ld %ld", &size, &resident) != 2)
		resident = 0;
	fclose(f);
	return resident * sysconf(_SC_PAGESIZE) / 1024;
}

static int
visibleRows(void)
{
	double top = gtk_adjustment_get_value(adjustment);
	double bottom = top + gtk_adjustment_get_page_size(adjustment);
	return (int)(ceil(bottom / ROW_HEIGHT) - floor(top / ROW_HEIGHT));
}

static void
rowText(GtkTreeViewColumn *column, GtkCellRenderer *renderer, GtkTreeModel *model, GtkTreeIter *iter, gpointer data)
{
	(void)column;
	(void)data;
	GtkTreePath *path = gtk_tree_model_get_path(model, iter);
	char text[32];
	snprintf(text, sizeof text, "Row %d", gtk_tree_path_get_indices(path)[0]);
	gtk_tree_path_free(path);
	g_object_set(renderer, "text", text, NULL);
}

/* Every event, timed; the time counts toward the next frame. */
static void
handleEvent(GdkEvent *event, gpointer data)
{
	(void)data;
	long long start = now();
	gtk_main_do_event(event);
	busy += now() - start;
}

static void
valueChanged(GtkAdjustment *adj, gpointer data)
{
	(void)data;
	double value = gtk_adjustment_get_value(adj);
	rowsScrolled += fabs(value - lastValue) / ROW_HEIGHT;
	lastValue = value;
	scrolled = TRUE;
}

static void
scrollTo(double value)
{
	double most = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
	gtk_adjustment_set_value(adjustment, value < 0 ? 0 : value > most ? most : value);
}

static gboolean
onScroll(GtkWidget *widget, GdkEventScroll *event, gpointer data)
{
	(void)widget;
	(void)data;
	double dy = 0, dx;
	if (event->direction == GDK_SCROLL_DOWN)
		dy = 1;
	else if (event->direction == GDK_SCROLL_UP)
		dy = -1;
	else if (event->direction == GDK_SCROLL_SMOOTH)
		gdk_event_get_scroll_deltas((GdkEvent *)event, &dx, &dy);
	scrollTo(gtk_adjustment_get_value(adjustment) + dy * NOTCH);
	return TRUE;
}

static void
dragBegin(GtkGestureDrag *gesture, double x, double y, gpointer data)
{
	(void)x;
	(void)y;
	(void)data;
	gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
	dragStartValue = gtk_adjustment_get_value(adjustment);
}

static void
dragUpdate(GtkGestureDrag *gesture, double dx, double dy, gpointer data)
{
	(void)gesture;
	(void)dx;
	(void)data;
	scrollTo(dragStartValue - dy);
}

static void
beforePaint(GdkFrameClock *clock, gpointer data)
{
	(void)clock;
	(void)data;
	paintStart = now();
}

static void
afterPaint(GdkFrameClock *clock, gpointer window)
{
	(void)clock;
	if (!announced) {
		announced = TRUE;
		gdk_display_sync(gtk_widget_get_display(GTK_WIDGET(window)));
		printf("ready %d\n", visibleRows());
		fflush(stdout);
		return;
	}
	if (scrolled && recording) {
		gdk_display_sync(gtk_widget_get_display(GTK_WIDGET(window)));
		if (frames < MAX_FRAMES)
			durations[frames++] = busy + (now() - paintStart);
		if (visibleRows() > mostVisible)
			mostVisible = visibleRows();
		if (frames % 32 == 0) {
			long rss = residentKilobytes();
			if (rss > rssMost)
				rssMost = rss;
		}
	}
	busy = 0;
	scrolled = FALSE;
}

static int
compare(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return x < y ? -1 : x > y;
}

static long long
percentile(double p)
{
	if (frames == 0)
		return 0;
	long index = (long)ceil(frames * p) - 1;
	return durations[index < 0 ? 0 : index >= frames ? frames - 1 : index];
}

static void
command(const char *line)
{
	if (strncmp(line, "mark", 4) == 0) {
		if (sscanf(line, "mark %63s", phase) != 1)
			strcpy(phase, "phase");
		frames = 0;
		rowsScrolled = 0;
		mostVisible = visibleRows();
		rssAtMark = rssMost = residentKilobytes();
		recording = TRUE;
	} else if (strncmp(line, "end", 3) == 0) {
		long rss = residentKilobytes();
		if (rss > rssMost)
			rssMost = rss;
		qsort(durations, (size_t)frames, sizeof durations[0], compare);
		printf("%s %ld %lld %lld %lld %ld 0 %d %ld %ld %ld\n", phase, frames, percentile(0.5), percentile(0.99),
		    frames ? durations[frames - 1] : 0, (long)rowsScrolled, mostVisible, rssAtMark, rss, rssMost);
		fflush(stdout);
		recording = FALSE;
	} else if (strncmp(line, "quit", 4) == 0) {
		exit(0);
	}
}

static gboolean
readCommands(GIOChannel *channel, GIOCondition condition, gpointer data)
{
	(void)condition;
	(void)data;
	char *line = NULL;
	GIOStatus status = g_io_channel_read_line(channel, &line, NULL, NULL, NULL);
	if (status == G_IO_STATUS_EOF || status == G_IO_STATUS_ERROR)
		exit(0);
	if (line)
		command(line);
	g_free(line);
	return TRUE;
}

int
main(int argc, char **argv)
{
	gtk_init(&argc, &argv);
	GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
	gtk_window_set_title(GTK_WINDOW(window), "TableFloor");
	gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
	gtk_window_set_resizable(GTK_WINDOW(window), FALSE);
	g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);

	GtkListStore *store = gtk_list_store_new(1, G_TYPE_INT);
	GtkTreeIter iter;
	for (int i = 0; i < ROWS; i++)
		gtk_list_store_insert_with_values(store, &iter, -1, -1);

	treeView = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
	gtk_tree_view_set_headers_visible(GTK_TREE_VIEW(treeView), FALSE);
	GtkCellRenderer *renderer = gtk_cell_renderer_text_new();
	gtk_cell_renderer_set_padding(renderer, 15, 0);
	gtk_cell_renderer_set_fixed_size(renderer, -1, ROW_HEIGHT);
	GtkTreeViewColumn *column = gtk_tree_view_column_new();
	gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED);
	gtk_tree_view_column_pack_start(column, renderer, TRUE);
	gtk_tree_view_column_set_cell_data_func(column, renderer, rowText, NULL, NULL);
	gtk_tree_view_append_column(GTK_TREE_VIEW(treeView), column);
	gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(treeView), TRUE);

	GtkWidget *scroller = gtk_scrolled_window_new(NULL, NULL);
	gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
	gtk_container_add(GTK_CONTAINER(scroller), treeView);
	gtk_container_add(GTK_CONTAINER(window), scroller);
	adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
	g_signal_connect(adjustment, "value-changed", G_CALLBACK(valueChanged), NULL);
	/* Before the scrolled window's own handler, which would scroll by GTK's step. */
	g_signal_connect(scroller, "scroll-event", G_CALLBACK(onScroll), NULL);

	GtkGesture *drag = gtk_gesture_drag_new(treeView);
	gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(drag), 1);
	gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(drag), GTK_PHASE_CAPTURE);
	g_signal_connect(drag, "drag-begin", G_CALLBACK(dragBegin), NULL);
	g_signal_connect(drag, "drag-update", G_CALLBACK(dragUpdate), NULL);

	gdk_event_handler_set(handleEvent, NULL, NULL);
	gtk_widget_realize(window);
	GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
	g_signal_connect(clock, "before-paint", G_CALLBACK(beforePaint), NULL);
	g_signal_connect(clock, "after-paint", G_CALLBACK(afterPaint), window);

	GIOChannel *input = g_io_channel_unix_new(0);
	g_io_add_watch(input, G_IO_IN | G_IO_HUP, readCommands, NULL);
	gtk_widget_show_all(window);
	gtk_main();
	return 0;
}
