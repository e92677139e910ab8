#pragma once

// The Serving area's choice of the GPUs compared (ux-5 P1-M2: "H20 vs L20 vs A800 vs 4090 side by side"): a
// button whose menu ticks GPU models, as the command line's --gpu lists them. None ticked: every GPU offered.
#include <QStringList>
#include <QToolButton>

namespace gpuplan {

class GpuCatalog;

class GpuFilterButton : public QToolButton
{
    Q_OBJECT
public:
    explicit GpuFilterButton(QWidget* parent = nullptr);
    void setCatalog(const GpuCatalog* catalog);
    // The catalog ids ticked (ServingRequest::allowedGpuIds); empty: every GPU.
    QStringList gpuIds() const { return m_ids; }
    void setGpuIds(const QStringList& ids); // without emitting changed()
    void retranslate();

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillMenu();

    const GpuCatalog* m_catalog = nullptr;
    QStringList m_ids;
};

} // namespace gpuplan
