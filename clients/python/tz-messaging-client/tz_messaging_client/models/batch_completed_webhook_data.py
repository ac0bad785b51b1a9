from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_completed_webhook_data_counts import BatchCompletedWebhookDataCounts


T = TypeVar("T", bound="BatchCompletedWebhookData")


@_attrs_define
class BatchCompletedWebhookData:
    """
    Attributes:
        batch_id (int):
        kind (str): single, bulk, group, birthday, stage or resend
        channel (Literal['chat'] | Literal['sms']):
        status (Literal['cancelled'] | Literal['completed'] | Literal['failed']):
        total (int):
        credits_ (int):
        failure_reason (None | str):
        completed_at (datetime.datetime):
        counts (BatchCompletedWebhookDataCounts): Messages per status (`pending`: recipients never turned into messages)
    """

    batch_id: int
    kind: str
    channel: Literal["chat"] | Literal["sms"]
    status: Literal["cancelled"] | Literal["completed"] | Literal["failed"]
    total: int
    credits_: int
    failure_reason: None | str
    completed_at: datetime.datetime
    counts: BatchCompletedWebhookDataCounts

    def to_dict(self) -> dict[str, Any]:
        batch_id = self.batch_id

        kind = self.kind

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        status: Literal["cancelled"] | Literal["completed"] | Literal["failed"]
        status = self.status

        total = self.total

        credits_ = self.credits_

        failure_reason: None | str
        failure_reason = self.failure_reason

        completed_at = self.completed_at.isoformat()

        counts = self.counts.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "batch_id": batch_id,
                "kind": kind,
                "channel": channel,
                "status": status,
                "total": total,
                "credits": credits_,
                "failure_reason": failure_reason,
                "completed_at": completed_at,
                "counts": counts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_completed_webhook_data_counts import BatchCompletedWebhookDataCounts  # noqa: PLC0415

        d = dict(src_dict)
        batch_id = d.pop("batch_id")

        kind = d.pop("kind")

        def _parse_channel(data: object) -> Literal["chat"] | Literal["sms"]:
            channel_type_0 = cast(Literal["sms"], data)
            if channel_type_0 != "sms":
                raise ValueError(f"channel_type_0 must match const 'sms', got '{channel_type_0}'")
            return channel_type_0
            channel_type_1 = cast(Literal["chat"], data)
            if channel_type_1 != "chat":
                raise ValueError(f"channel_type_1 must match const 'chat', got '{channel_type_1}'")
            return channel_type_1

        channel = _parse_channel(d.pop("channel"))

        def _parse_status(data: object) -> Literal["cancelled"] | Literal["completed"] | Literal["failed"]:
            status_type_0 = cast(Literal["completed"], data)
            if status_type_0 != "completed":
                raise ValueError(f"status_type_0 must match const 'completed', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["cancelled"], data)
            if status_type_1 != "cancelled":
                raise ValueError(f"status_type_1 must match const 'cancelled', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["failed"], data)
            if status_type_2 != "failed":
                raise ValueError(f"status_type_2 must match const 'failed', got '{status_type_2}'")
            return status_type_2

        status = _parse_status(d.pop("status"))

        total = d.pop("total")

        credits_ = d.pop("credits")

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        completed_at = datetime.datetime.fromisoformat(d.pop("completed_at"))

        counts = BatchCompletedWebhookDataCounts.from_dict(d.pop("counts"))

        batch_completed_webhook_data = cls(
            batch_id=batch_id,
            kind=kind,
            channel=channel,
            status=status,
            total=total,
            credits_=credits_,
            failure_reason=failure_reason,
            completed_at=completed_at,
            counts=counts,
        )

        return batch_completed_webhook_data
