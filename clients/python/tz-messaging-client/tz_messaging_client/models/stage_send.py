from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StageSend")


@_attrs_define
class StageSend:
    """A stage run accepted now: its batch is billed and goes out in the background

    Attributes:
        message (str):
        batch_id (int):
        count (int): Messages in the batch: one per eligible invitee
        credits_ (int): Debited from the stage channel's wallet
    """

    message: str
    batch_id: int
    count: int
    credits_: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        batch_id = self.batch_id

        count = self.count

        credits_ = self.credits_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "batch_id": batch_id,
                "count": count,
                "credits": credits_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        batch_id = d.pop("batch_id")

        count = d.pop("count")

        credits_ = d.pop("credits")

        stage_send = cls(
            message=message,
            batch_id=batch_id,
            count=count,
            credits_=credits_,
        )

        return stage_send
