from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_completed_webhook_data import BatchCompletedWebhookData


T = TypeVar("T", bound="BatchCompletedWebhook")


@_attrs_define
class BatchCompletedWebhook:
    """A batch ended (completed, cancelled or failed), with its messages counted per status

    Attributes:
        type_ (Literal['batch.completed']):
        timestamp (datetime.datetime): When the change happened
        data (BatchCompletedWebhookData):
    """

    type_: Literal["batch.completed"]
    timestamp: datetime.datetime
    data: BatchCompletedWebhookData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_completed_webhook_data import BatchCompletedWebhookData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["batch.completed"], d.pop("type"))
        if type_ != "batch.completed":
            raise ValueError(f"type must match const 'batch.completed', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = BatchCompletedWebhookData.from_dict(d.pop("data"))

        batch_completed_webhook = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return batch_completed_webhook
