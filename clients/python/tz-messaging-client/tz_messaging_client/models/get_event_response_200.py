from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event import Event


T = TypeVar("T", bound="GetEventResponse200")


@_attrs_define
class GetEventResponse200:
    """
    Attributes:
        data (Event): An event (wedding, harambee, fundraiser…) with its invitee, payment, stage and SMS figures
            (docs/interface.md §4.8b)
    """

    data: Event

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415

        d = dict(src_dict)
        data = Event.from_dict(d.pop("data"))

        get_event_response_200 = cls(
            data=data,
        )

        return get_event_response_200
